import { eq, lte, sql } from 'drizzle-orm';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { rateLimitCounters } from '@server/platform/db/schema/system';

/**
 * No throttle counts over a longer window (the longest today: step-1 applications
 * per e-mail, one day). A counter whose window started longer ago than this has
 * ended whatever its length, so the sweep may delete it; hitCounter refuses longer
 * windows, and the config caps LOGIN_WINDOW_MINUTES at a day.
 */
export const LONGEST_WINDOW_MS = DAY_MS;

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
  if (windowMs > LONGEST_WINDOW_MS) throw new Error(`throttle window ${windowMs} ms is too long`);
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

/**
 * Deletes counters whose window has ended: hitCounter would restart them at 1
 * anyway, so deleting changes no decision (a concurrent hit simply inserts anew).
 * Returns how many went.
 */
export async function sweepEndedWindows(db: Database): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(
      lte(
        rateLimitCounters.windowStart,
        sql`now() - make_interval(secs => ${LONGEST_WINDOW_MS / 1000}::double precision)`,
      ),
    )
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
