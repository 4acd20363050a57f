import { eq, sql } from 'drizzle-orm';
import type { Invoice } from '@domain/rechnungen/invoice';
import { isLocale } from '@domain/shared/locale';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { customerBilling, invoices } from '@server/platform/db/schema/billing';
import type { EnqueueMail } from '@server/platform/mail/outbox';

/*
 * The invoice mail (issue 26): one outbox mail of kind `invoice` to the
 * customer's invoice address as it stands now, in the customer's language,
 * enqueued in the transaction that records it on the invoice (sent_at,
 * sent_to) and in the audit log. Sending again is allowed (a lost mail, a new
 * address): each time is one more mail and one more audit entry. The files
 * are attached when the outbox sends it (files/mail-attachments.ts).
 */

export type SendActor = { userId: number; ip: string };
export type SendDeps = { enqueueMail: EnqueueMail; publicUrl: string };

/** Enqueues the invoice's mail; false for no such invoice. */
export async function sendInvoice(
  db: Database,
  deps: SendDeps,
  invoiceId: number,
  actor: SendActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        kind: invoices.kind,
        number: invoices.number,
        model: invoices.model,
        grossCents: invoices.grossCents,
        email: customerBilling.invoiceEmail,
        language: customerBilling.language,
        sendXrechnung: customerBilling.sendXrechnung,
      })
      .from(invoices)
      .leftJoin(customerBilling, eq(customerBilling.customerId, invoices.customerId))
      .where(eq(invoices.id, invoiceId))
      // Two sends at once record one after the other.
      .for('update', { of: invoices });
    if (!row) return false;
    const model = row.model as Invoice;
    // The billing data as it is now; the address on the invoice if the customer's row is gone.
    const to = row.email ?? model.buyer.invoiceEmail;
    const language = row.language ?? model.language;
    const xrechnung = row.sendXrechnung ?? false;
    await deps.enqueueMail(tx, 'invoice', to, isLocale(language) ? language : 'de', {
      invoiceId,
      kind: row.kind,
      number: row.number,
      customer: model.buyer.name,
      issueDate: model.issueDate,
      dueDate: model.dueDate,
      grossCents: row.grossCents,
      cancels: model.cancels?.number ?? null,
      xrechnung,
      contactEmail: model.seller.contact.email,
      link: deps.publicUrl,
    });
    await tx
      .update(invoices)
      .set({ sentAt: sql`now()`, sentTo: to })
      .where(eq(invoices.id, invoiceId));
    await writeAudit(tx, {
      action: 'invoice_sent',
      userId: actor.userId,
      subject: `invoice:${String(invoiceId)}`,
      ip: actor.ip,
      details: { number: row.number, to, xrechnung },
    });
    return true;
  });
}
