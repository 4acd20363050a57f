import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { tokens } from '@server/platform/db/schema/system';

/*
 * The mailed links that set an account's password: the reset link
 * ('Passwort vergessen', and the office account's invitation, issued as a
 * reset token with a longer life) and the invitation of an accepted
 * applicant. The auth area spends them, the office area issues and voids
 * them, so the rule of when they die lives here (docs/product/rules.md, Links).
 */

/** The token kinds that set a password (server/platform/db/schema/system.ts). */
export const PASSWORD_LINK_KINDS = ['password_reset', 'invitation'] as const;

/**
 * Deletes every open (unused) password link of an account, in the caller's
 * transaction: when a password was set by one of them (the others must not
 * set another), and when the office deactivates the account. Returns how
 * many died.
 */
export async function voidPasswordLinks(tx: Database, userId: number): Promise<number> {
  const voided = await tx
    .delete(tokens)
    .where(
      and(
        inArray(tokens.kind, [...PASSWORD_LINK_KINDS]),
        eq(tokens.userId, userId),
        isNull(tokens.usedAt),
      ),
    )
    .returning({ id: tokens.id });
  return voided.length;
}
