import { eq, sql } from 'drizzle-orm';
import { cancellationOf, createInvoice, type Invoice } from '@domain/rechnungen/invoice';
import { formatInvoiceNumber } from '@domain/rechnungen/invoice-number';
import type { InvoiceTarget } from '@domain/rechnungen/invoices-contract';
import { invoiceOperations } from '@domain/rechnungen/operations';
import type { Seller } from '@domain/rechnungen/parties';
import { formatMonth } from '@domain/shared/date-format';
import { workedMinutes } from '@domain/shared/times/shift-time';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { invoiceDays, invoices, invoiceSequences } from '@server/platform/db/schema/billing';
import { readCustomerInvoicing, readPairRates } from '@server/records/billing';
import { lockPair } from '@server/records/pair-lock';
import { readTargetDays, readTargetPairs, type TargetPair } from './billable';
import { evaluateTarget } from './preflight';

/*
 * Issuing and cancelling (issue 26, ADR: invoices immutable, gap-free numbers
 * per year). Both run in one transaction: the year's next number is taken
 * with an upsert whose row lock is held to the commit, so a rolled-back issue
 * leaves no gap and two issues never share a number. Issuing first locks the
 * target's pairs (the lock every time and signature write takes), so two
 * issues of one target, or a time write meanwhile, never bill a day twice or
 * bill a day as it changes.
 */

export type InvoiceActor = { userId: number; ip: string };

/** Takes the year's next number (the row stays locked until the commit). */
async function nextNumber(
  tx: Database,
  year: number,
): Promise<{ number: string; sequence: number }> {
  const result = (await tx.execute(sql`
    insert into ${invoiceSequences} (year, last_sequence) values (${year}, 1)
    on conflict (year) do update set last_sequence = ${invoiceSequences}.last_sequence + 1
    returning last_sequence`)) as { rows: { last_sequence: number }[] };
  const sequence = Number(result.rows[0]?.last_sequence);
  return { number: formatInvoiceNumber(year, sequence), sequence };
}

/** What the invoice bills in words: the fair and its city, or the month and its fairs. */
function subjectOf(
  target: InvoiceTarget,
  pairs: readonly TargetPair[],
  invoice: Invoice['language'],
) {
  const fairs = pairs.map((pair) => `${pair.messeName}, ${pair.city}`).join('; ');
  if (target.scope === 'pair') return fairs;
  const month = formatMonth(target.month, invoice);
  return `${month}: ${fairs}`;
}

type StoredRow = Pick<
  typeof invoices.$inferInsert,
  'kind' | 'customerId' | 'scope' | 'messeId' | 'month' | 'cancelsId' | 'createdBy'
>;

async function store(
  tx: Database,
  model: Invoice,
  taken: { sequence: number; year: number },
  row: StoredRow,
): Promise<number> {
  const [inserted] = await tx
    .insert(invoices)
    .values({
      ...row,
      number: model.number,
      year: taken.year,
      sequence: taken.sequence,
      kind: model.kind,
      issueDate: model.issueDate,
      dueDate: model.dueDate,
      serviceFrom: model.servicePeriod.from,
      serviceTo: model.servicePeriod.to,
      netCents: model.totals.taxBasisTotalCents,
      vatCents: model.totals.taxTotalCents,
      grossCents: model.totals.grandTotalCents,
      model,
    })
    .returning({ id: invoices.id });
  if (!inserted) throw new Error('invoice not stored');
  return inserted.id;
}

/**
 * Issues the invoice of a target in `tx`: 404 for no such customer or pair,
 * 422 invoice_not_ready with the problem codes in `errors.target`. Returns
 * the new invoice's id.
 */
export async function issueInvoice(
  tx: Database,
  input: { target: InvoiceTarget; seller: Seller; issueDate: string; actor: InvoiceActor },
): Promise<number> {
  const { target, actor } = input;
  const found = await readTargetPairs(tx, target);
  if (!found) throw refuse(invoiceOperations.issue, 'not_found');
  // By fair, as readTargetPairs orders them: two issues lock shared pairs in one order.
  for (const pair of found.pairs) await lockPair(tx, pair, 'write');
  // Read again under the locks: what another issue billed meanwhile is committed now.
  const month = target.scope === 'month' ? target.month : null;
  const days = await readTargetDays(tx, target.customer_id, found.pairs, month);
  // One after the other: a transaction's client takes one query at a time.
  const billing = await readCustomerInvoicing(tx, target.customer_id);
  const rates = await readPairRates(tx, found.pairs);
  const { preflight, lines, billed, billedPairs } = evaluateTarget({
    read: { ...found, days },
    billing,
    rates,
    seller: input.seller,
  });
  if (preflight.problems.length > 0 || !billing) {
    throw refuse(invoiceOperations.issue, 'invoice_not_ready', { target: preflight.problems });
  }
  const year = Number(input.issueDate.slice(0, 4));
  const taken = await nextNumber(tx, year);
  const model = createInvoice({
    number: taken.number,
    issueDate: input.issueDate,
    language: billing.language,
    seller: input.seller,
    buyer: billing.buyer,
    subject: subjectOf(target, billedPairs, billing.language),
    lines,
  });
  const id = await store(
    tx,
    model,
    { ...taken, year },
    {
      kind: 'invoice',
      customerId: target.customer_id,
      scope: target.scope,
      messeId: target.scope === 'pair' ? target.messe_id : null,
      month,
      createdBy: actor.userId,
    },
  );
  await tx.insert(invoiceDays).values(
    billed.map((day) => ({
      invoiceId: id,
      messeId: day.messeId,
      customerId: target.customer_id,
      bewerberId: day.personId,
      day: day.day,
      minutes: workedMinutes(day),
    })),
  );
  await writeAudit(tx, {
    action: 'invoice_issued',
    userId: actor.userId,
    ip: actor.ip,
    subject: `invoice:${String(id)}`,
    details: {
      number: model.number,
      customerId: target.customer_id,
      scope: target.scope,
      ...(target.scope === 'pair' ? { messeId: target.messe_id } : { month: target.month }),
      days: billed.length,
      grossCents: model.totals.grandTotalCents,
    },
  });
  return id;
}

/**
 * Cancels an invoice in `tx` with a cancellation invoice referring to it
 * (its days can be billed again): 404 unknown, 409 invoice_cancelled for a
 * cancelled invoice or a cancellation. Returns the cancellation's id.
 */
export async function cancelInvoice(
  tx: Database,
  input: { id: number; reason: string; issueDate: string; actor: InvoiceActor },
): Promise<number> {
  const { cancel } = invoiceOperations;
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, input.id)).for('update');
  if (!row) throw refuse(cancel, 'not_found');
  const [cancelled] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.cancelsId, row.id));
  if (row.kind !== 'invoice' || cancelled) throw refuse(cancel, 'invoice_cancelled');
  const year = Number(input.issueDate.slice(0, 4));
  const taken = await nextNumber(tx, year);
  const model = cancellationOf(row.model as Invoice, {
    number: taken.number,
    issueDate: input.issueDate,
  });
  const id = await store(
    tx,
    model,
    { ...taken, year },
    {
      kind: 'cancellation',
      customerId: row.customerId,
      scope: row.scope,
      messeId: row.messeId,
      month: row.month,
      cancelsId: row.id,
      createdBy: input.actor.userId,
    },
  );
  // The same days, so the close finds the cancellation of its period too; billed again they may be.
  await tx.execute(sql`insert into ${invoiceDays}
      (invoice_id, messe_id, customer_id, bewerber_id, day, minutes)
    select ${id}, messe_id, customer_id, bewerber_id, day, minutes
    from ${invoiceDays} where invoice_id = ${row.id}`);
  await writeAudit(tx, {
    action: 'invoice_cancelled',
    userId: input.actor.userId,
    ip: input.actor.ip,
    subject: `invoice:${String(row.id)}`,
    details: {
      number: row.number,
      cancellationId: id,
      cancellationNumber: model.number,
      reason: input.reason,
    },
  });
  return id;
}
