import { sql } from 'drizzle-orm';
import { writeAudit } from '@server/platform/audit/audit-log';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { calendarFeeds } from '@server/platform/db/schema/season';

/*
 * The person's feed address (issue 24): made on the first ask, replaced on
 * renewal (the row keeps one token per person, so the old one is gone in the
 * same statement). Stored as its SHA-256 (the lookup) and encrypted (so the
 * person can see the address again); never in the audit log.
 */

type Actor = { userId: number; ip: string };
export type StoredFeed = { token: string; createdAt: Date };

function newToken(cipher: FieldCipher) {
  const token = randomToken(32);
  return {
    token,
    tokenHash: sha256Hex(token),
    tokenCipher: cipher.encrypt(token, ENCRYPTED_FIELD.calendarFeedToken),
  };
}

/** Reads the stored token back in clear. */
export const openToken = (cipher: FieldCipher, tokenCipher: string) =>
  cipher.decrypt(tokenCipher, ENCRYPTED_FIELD.calendarFeedToken);

/** Makes the person's feed unless they have one; null when one exists (read it). */
export async function createFeed(
  db: Database,
  cipher: FieldCipher,
  actor: Actor,
): Promise<StoredFeed | null> {
  return db.transaction(async (tx) => {
    const { token, tokenHash, tokenCipher } = newToken(cipher);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.userId, tokenHash, tokenCipher })
      .onConflictDoNothing({ target: calendarFeeds.userId })
      .returning({ createdAt: calendarFeeds.createdAt });
    if (!row) return null;
    await writeAudit(tx, {
      action: 'calendar_feed_created',
      userId: actor.userId,
      subject: `user:${String(actor.userId)}`,
      ip: actor.ip,
    });
    return { token, createdAt: row.createdAt };
  });
}

/** A new token for the person's feed; the old one answers 404 from now on. */
export async function renewFeed(
  db: Database,
  cipher: FieldCipher,
  actor: Actor,
): Promise<StoredFeed> {
  return db.transaction(async (tx) => {
    const { token, tokenHash, tokenCipher } = newToken(cipher);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.userId, tokenHash, tokenCipher })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash, tokenCipher, createdAt: sql`now()` },
      })
      .returning({ createdAt: calendarFeeds.createdAt });
    if (!row) throw new Error('calendar feed not stored');
    await writeAudit(tx, {
      action: 'calendar_feed_renewed',
      userId: actor.userId,
      subject: `user:${String(actor.userId)}`,
      ip: actor.ip,
    });
    return { token, createdAt: row.createdAt };
  });
}
