import { lt, or, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { tokens } from '@server/platform/db/schema/system';

/**
 * A used or expired token opens nothing any more, but it is kept for a week:
 * when someone asks support why their reset or step-2 link did not work, the row
 * still tells whether it was used (and when) or had expired. After that it goes.
 */
export const SPENT_TOKEN_GRACE = sql`interval '7 days'`;

/** Deletes tokens used or expired longer than the grace ago; returns how many went. */
export async function sweepSpentTokens(db: Database): Promise<number> {
  const cutoff = sql`now() - ${SPENT_TOKEN_GRACE}`;
  const gone = await db
    .delete(tokens)
    .where(or(lt(tokens.usedAt, cutoff), lt(tokens.expiresAt, cutoff)))
    .returning({ id: tokens.id });
  return gone.length;
}
