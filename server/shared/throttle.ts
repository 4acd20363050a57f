import { eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../crypto/tokens';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/system';

export type ThrottleState = { count: number; retryAfterSeconds: number };

/** Counter keys are hashed: the table then holds no e-mail addresses or IPs in clear. */
export function throttleKey(scope: string, ...parts: string[]): string {
  return `${scope}:${sha256Hex(parts.join('\n'))}`;
}

function stateOf(count: number, windowStart: Date, windowMs: number, now: number): ThrottleState {
  const retryAfterMs = windowStart.getTime() + windowMs - now;
  return { count, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/**
 * Adds one to a fixed-window counter in a single statement, so concurrent
 * requests (also on other instances) cannot lose increments.
 */
export async function hitCounter(
  db: Database,
  key: string,
  windowMs: number,
): Promise<ThrottleState> {
  const expired = sql`${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${windowMs / 1000}::double precision)`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error('rate limit counter upsert returned no row');
  return stateOf(row.count, row.windowStart, windowMs, Date.now());
}

export async function resetCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
