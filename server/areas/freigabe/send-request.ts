import { and, eq, isNull } from 'drizzle-orm';
import { APPROVAL_LINK_VALID_DAYS } from '@domain/freigabe/approval';
import { freigabeOfficeOperations } from '@domain/freigabe/operations';
import type { Locale } from '@domain/shared/locale';
import { formatDayList } from '@domain/shared/times/day-list-format';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { approvalRequests } from '@server/platform/db/schema/customer-side';
import { customerContacts, customers, messen } from '@server/platform/db/schema/messen';
import type { EnqueueMail } from '@server/platform/mail/outbox';
import { message } from '@server/platform/http/messages';
import type { PairIds } from '@server/records/fair';
import { lockPair } from '@server/records/pair-lock';
import { readTimes } from '@server/records/times';
import { approvalHash, readUnsignedDays } from './sheet';

/*
 * Sending an approval request (issue 25), by the office or by the automatic
 * job: in one transaction the pair's open request is withdrawn, the new one
 * stored (only the SHA-256 of its link's token), its mail queued in the
 * durable outbox and the sending audited. The mail goes only if all commits.
 */

export type ApprovalMailer = { enqueueMail: EnqueueMail; publicUrl: string };

export type NewRequest = {
  pair: PairIds;
  days: readonly string[];
  contactId: number;
  /** The office account; null for the automatic job. */
  requestedBy: number | null;
  ip: string | null;
  /** The language of the refusal's field texts. */
  locale: Locale;
};

const DAY_MS = 86_400_000;
const { request: requestOperation } = freigabeOfficeOperations;

/** The link of a request in the contact's language. */
export const approvalLink = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}/${locale}/freigabe/${token}`;

/** Sends the request; refuses 404 (no pair), 409 approval_days_signed, 422 approval_contact_unknown. */
export async function sendApprovalRequest(
  tx: Database,
  mailer: ApprovalMailer,
  input: NewRequest,
): Promise<{ id: number; token: string }> {
  const { pair } = input;
  // The pair's write lock: a signature at the stand cannot cover a day between the check and the insert.
  if (!(await lockPair(tx, pair, 'write'))) throw refuse(requestOperation, 'not_found');
  const [facts] = await tx
    .select({
      fair: messen.name,
      city: messen.city,
      customer: customers.name,
      tacitDays: customers.tacitApprovalDays,
    })
    .from(messen)
    .innerJoin(customers, eq(customers.id, pair.customerId))
    .where(eq(messen.id, pair.messeId));
  if (!facts) throw refuse(requestOperation, 'not_found');
  const [contact] = await tx
    .select({
      name: customerContacts.name,
      email: customerContacts.email,
      locale: customerContacts.locale,
    })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.id, input.contactId),
        eq(customerContacts.customerId, pair.customerId),
        isNull(customerContacts.archivedAt),
      ),
    );
  if (!contact) {
    throw refuse(requestOperation, 'approval_contact_unknown', {
      contact_id: [message('approval_contact_unknown', input.locale)],
    });
  }
  const days = [...new Set(input.days)].sort();
  const unsigned = new Set(await readUnsignedDays(tx, pair));
  if (days.some((day) => !unsigned.has(day))) {
    throw refuse(requestOperation, 'approval_days_signed', {
      days: [message('approval_days_signed', input.locale)],
    });
  }
  const withdrawn = await tx
    .update(approvalRequests)
    .set({ withdrawnAt: new Date(), withdrawnBy: input.requestedBy })
    .where(
      and(
        eq(approvalRequests.messeId, pair.messeId),
        eq(approvalRequests.customerId, pair.customerId),
        isNull(approvalRequests.answer),
        isNull(approvalRequests.withdrawnAt),
      ),
    )
    .returning({ id: approvalRequests.id });
  const token = randomToken(32);
  const now = Date.now();
  const [stored] = await tx
    .insert(approvalRequests)
    .values({
      messeId: pair.messeId,
      customerId: pair.customerId,
      contactId: input.contactId,
      tokenHash: sha256Hex(token),
      days,
      contentSha256: approvalHash(pair, days, await readTimes(tx, pair)),
      requestedBy: input.requestedBy,
      expiresAt: new Date(now + APPROVAL_LINK_VALID_DAYS * DAY_MS),
      tacitAt: facts.tacitDays === null ? null : new Date(now + facts.tacitDays * DAY_MS),
    })
    .returning({ id: approvalRequests.id });
  if (!stored) throw new Error('approval request insert returned nothing');
  const locale: Locale = contact.locale === 'en' ? 'en' : 'de';
  await mailer.enqueueMail(tx, 'approval_request', contact.email, locale, {
    name: contact.name,
    fair: facts.fair,
    city: facts.city,
    customer: facts.customer,
    days: formatDayList(days, locale),
    link: approvalLink(mailer.publicUrl, locale, token),
    validDays: APPROVAL_LINK_VALID_DAYS,
    tacitDays: facts.tacitDays,
  });
  const subject = `pair:${String(pair.messeId)}-${String(pair.customerId)}`;
  for (const old of withdrawn) {
    await writeAudit(tx, {
      action: 'approval_withdrawn',
      userId: input.requestedBy,
      ip: input.ip,
      subject,
      details: { requestId: old.id, replacedBy: stored.id },
    });
  }
  await writeAudit(tx, {
    action: 'approval_sent',
    userId: input.requestedBy,
    ip: input.ip,
    subject,
    details: {
      requestId: stored.id,
      days,
      contactId: input.contactId,
      automatic: input.requestedBy === null,
    },
  });
  return { id: stored.id, token };
}
