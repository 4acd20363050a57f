import { OFFICE_INVITATION_DAYS } from '@domain/buero/gdpr-contract';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { tokens } from '@server/platform/db/schema/system';

/**
 * The token of an invitation: a `password_reset` token (only its SHA-256 is
 * stored) valid for OFFICE_INVITATION_DAYS, so the invited person sets their
 * password on the ordinary reset page. Issued in the account's transaction.
 */
export async function issueInvitationToken(tx: Database, userId: number): Promise<string> {
  const token = randomToken(32);
  await tx.insert(tokens).values({
    kind: 'password_reset',
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + OFFICE_INVITATION_DAYS * DAY_MS),
  });
  return token;
}
