import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { PASSWORD_LINK_KINDS, voidPasswordLinks } from '@server/platform/common/password-links';

export const RESET_TOKEN_MINUTES = 60;

/**
 * Issues a reset token for a user; any older unused one stops working. Run it in
 * a transaction together with the mail that carries the token.
 */
export async function issueResetToken(tx: Database, userId: number): Promise<string> {
  const token = randomToken(32);
  // Requests for one user serialize on the user's row: two at once under read
  // committed would each delete only the tokens they saw and both insert, leaving
  // two live links where a new one must end the older.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await tx
    .delete(tokens)
    .where(
      and(eq(tokens.kind, 'password_reset'), eq(tokens.userId, userId), isNull(tokens.usedAt)),
    );
  await tx.insert(tokens).values({
    kind: 'password_reset',
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/**
 * A live link: its hash, a password kind (a reset link, or the invitation the
 * office sends with a new staff account: 7 days instead of 60 minutes, issued
 * by the office area, spent here like a reset), unused, not expired, of an
 * account with that e-mail address that is not deactivated.
 */
function liveTokenOf(token: string, userId: SQL | number) {
  return and(
    eq(tokens.tokenHash, sha256Hex(token)),
    inArray(tokens.kind, [...PASSWORD_LINK_KINDS]),
    isNull(tokens.usedAt),
    gt(tokens.expiresAt, sql`now()`),
    eq(tokens.userId, userId),
  );
}

/** The active account of an address (the unique index is on lower(email)). */
const activeAccount = (email: string) =>
  and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deactivatedAt));

/** True when the token could be spent now (a cheap check before hashing a password). */
export async function isResetTokenValid(
  db: Database,
  token: string,
  email: string,
): Promise<boolean> {
  const account = db.select({ id: users.id }).from(users).where(activeAccount(email));
  const rows = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(liveTokenOf(token, sql`(${account})`));
  return rows.length > 0;
}

/**
 * Spends a live link and returns its account's id, or null when the token is
 * unknown, used, expired, of another address or of a deactivated account;
 * then nothing is written. Every other open link of the account dies with it
 * (a reset link used: the invitation is dead too, and the reverse).
 *
 * The account's row is locked first, as the office's deactivation and a new
 * reset request lock it: a deactivation and a link's use run one after the
 * other (whichever comes second sees the first's outcome), and in one lock
 * order, so they never deadlock. The conditional update keeps "single use"
 * for two requests racing with the same token. Run it in the transaction
 * that stores the password.
 */
export async function spendPasswordLink(
  tx: Database,
  token: string,
  email: string,
): Promise<number | null> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(activeAccount(email))
    .for('update');
  if (!account) return null;
  const [spent] = await tx
    .update(tokens)
    .set({ usedAt: sql`now()` })
    .where(liveTokenOf(token, account.id))
    .returning({ id: tokens.id });
  if (!spent) return null;
  await voidPasswordLinks(tx, account.id);
  return account.id;
}

/**
 * The person set a password: an application the office accepted (`invited`)
 * becomes `staff` (docs/product/office.md). Returns how many changed (0 for
 * an account that was never invited or is staff already). Run it in the
 * transaction that spends the token.
 */
export async function takeUpInvitation(tx: Database, userId: number): Promise<number> {
  const changed = await tx
    .update(applications)
    .set({ decision: 'staff', updatedAt: new Date() })
    .where(
      and(
        eq(applications.decision, 'invited'),
        inArray(
          applications.bewerberId,
          tx.select({ id: bewerber.id }).from(bewerber).where(eq(bewerber.userId, userId)),
        ),
      ),
    )
    .returning({ id: applications.id });
  return changed.length;
}
