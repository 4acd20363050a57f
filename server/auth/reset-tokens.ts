import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../crypto/tokens';
import type { Database } from '../db/client';
import { applications, bewerber } from '../db/schema/bewerber';
import { tokens } from '../db/schema/system';
import { users } from '../db/schema/users';

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
 * The kinds that set a password: a reset link, and the invitation the office
 * sends with a new staff account (7 days instead of 60 minutes; issued by the
 * office area, spent here like a reset).
 */
const PASSWORD_TOKEN_KINDS = ['password_reset', 'invitation'] as const;

function validTokenFor(token: string, email: string) {
  return and(
    eq(tokens.tokenHash, sha256Hex(token)),
    inArray(tokens.kind, [...PASSWORD_TOKEN_KINDS]),
    isNull(tokens.usedAt),
    gt(tokens.expiresAt, sql`now()`),
    sql`${tokens.userId} in (select ${users.id} from ${users} where lower(${users.email}) = lower(${email}))`,
  );
}

/** True when the token could be consumed now (a cheap check before hashing a password). */
export async function isResetTokenValid(
  db: Database,
  token: string,
  email: string,
): Promise<boolean> {
  const rows = await db.select({ id: tokens.id }).from(tokens).where(validTokenFor(token, email));
  return rows.length > 0;
}

/**
 * Marks a valid token as used and returns its user's id, or null when the token
 * is unknown, used, expired or belongs to another e-mail. The conditional update
 * makes "single use" hold even for two requests racing with the same token.
 */
export async function consumeResetToken(
  db: Database,
  token: string,
  email: string,
): Promise<number | null> {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: sql`now()` })
    .where(validTokenFor(token, email))
    .returning({ userId: tokens.userId });
  return row?.userId ?? null;
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
