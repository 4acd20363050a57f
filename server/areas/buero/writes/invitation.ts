import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_VALID_DAYS } from '@domain/buero/decision-contract';
import type { Locale } from '@domain/shared/locale';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { tokens } from '@server/platform/db/schema/system';
import type { EnqueueMail } from '@server/platform/mail/outbox';

/** What sending an invitation needs from the app: the outbox and the public address. */
export type InvitationMailer = { enqueueMail: EnqueueMail; publicUrl: string };

/**
 * Issues the set-password token of an invitation (random, only its SHA-256
 * stored, single use, 7 days: the password reset's rules with a longer life)
 * and queues the mail carrying it, in the caller's transaction. Any earlier
 * unused invitation of the account stops working. The token never leaves
 * this function except inside the mail.
 */
export async function sendInvitation(
  tx: Database,
  mailer: InvitationMailer,
  account: { userId: number; email: string; firstname: string; locale: Locale },
): Promise<void> {
  await tx
    .delete(tokens)
    .where(
      and(eq(tokens.kind, 'invitation'), eq(tokens.userId, account.userId), isNull(tokens.usedAt)),
    );
  const token = randomToken(32);
  await tx.insert(tokens).values({
    kind: 'invitation',
    tokenHash: sha256Hex(token),
    userId: account.userId,
    expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
  });
  const query = new URLSearchParams({ email: account.email, token });
  await mailer.enqueueMail(tx, 'staff_invitation', account.email, account.locale, {
    name: account.firstname,
    link: `${mailer.publicUrl}/${account.locale}/password/set?${query.toString()}`,
    validDays: INVITATION_VALID_DAYS,
  });
}
