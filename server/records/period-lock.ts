import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { closeMessages, PERIOD_CLOSED } from '@domain/abschluss/close-contract';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { periodCloses } from '@server/platform/db/schema/billing';
import { WordedRefusal } from '@server/platform/http/worded-refusal';

/*
 * The month close's lock (issue 26, docs/product/month-close.md): while a
 * close is in force, no time of its period (a day in the closed month, or
 * any day of the closed fair) and no signature of such a day is written.
 * Every writer calls assertPeriodOpen (or closedPeriodOf) in its transaction
 * after its row locks; the close takes lockPeriodForClose before it reads.
 *
 * Race-free by transaction-scoped advisory locks, one key per month and one
 * per fair: a writer holds the shared ones of its days until it commits, the
 * close the exclusive one of its period. So a close waits for the writes
 * that checked before it (and its snapshot sees them), and a write that comes
 * during the close waits for it and then sees the close in force. Shared
 * locks never wait for each other, so writers do not slow each other down;
 * the close takes no row locks, so it never closes a cycle with them.
 */

/** The advisory lock's first key: which kind of period (two int4 keys, no hashing). */
const MONTH_KEY = 26_001;
const FAIR_KEY = 26_002;

/** A closed period's key: yyyy-MM → 202611. */
const monthNumber = (month: string) => Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7));

/** The months of these days (yyyy-MM), sorted. */
export const monthsOf = (days: readonly string[]) =>
  [...new Set(days.map((day) => day.slice(0, 7)))].sort();

/**
 * What a transaction learnt under its shared locks, per fair and month: the
 * close in force (or null). It cannot change while the locks are held, that
 * is for the transaction object's life (a savepoint is another object, and a
 * rolled-back one releases its locks with it), so a write asks once however
 * often it checks (the tablet's save, then its upsert; a batch's entries).
 */
const learnt = new WeakMap<object, Map<string, number | null>>();

/**
 * Takes the shared locks of the fair and the days' months (held until the
 * transaction ends) and answers the close in force that covers one of the
 * days, or null. Call it after the write's row locks. Two statements: the
 * read must come after the locks, in a statement of its own, to see a close
 * that committed while this write waited (READ COMMITTED takes a statement's
 * snapshot when it starts).
 */
export async function closedPeriodOf(
  tx: Database,
  messeId: number,
  days: readonly string[],
): Promise<{ id: number } | null> {
  if (days.length === 0) return null;
  const known = learnt.get(tx) ?? new Map<string, number | null>();
  learnt.set(tx, known);
  const keyOf = (month: string) => `${String(messeId)} ${month}`;
  const months = monthsOf(days).filter((month) => !known.has(keyOf(month)));
  if (months.length > 0) {
    const keys = [
      ...months.map((month) => sql`(${MONTH_KEY}::int, ${monthNumber(month)}::int)`),
      sql`(${FAIR_KEY}::int, ${messeId}::int)`,
    ];
    await tx.execute(
      sql`select pg_advisory_xact_lock_shared(k.a, k.b) from (values ${sql.join(keys, sql`, `)}) as k(a, b)`,
    );
    const found = await tx
      .select({ id: periodCloses.id, month: periodCloses.month })
      .from(periodCloses)
      .where(
        and(
          isNull(periodCloses.reopenedAt),
          or(eq(periodCloses.messeId, messeId), inArray(periodCloses.month, months)),
        ),
      );
    const fairClose = found.find((close) => close.month === null)?.id ?? null;
    for (const month of months) {
      known.set(keyOf(month), fairClose ?? found.find((c) => c.month === month)?.id ?? null);
    }
  }
  for (const month of monthsOf(days)) {
    const id = known.get(keyOf(month));
    if (id !== null && id !== undefined) return { id };
  }
  return null;
}

/** The refusal's words (domain/abschluss/close-contract.ts). */
export function periodClosedTexts(): Record<Locale, string> {
  const texts = closeMessages(PERIOD_CLOSED);
  if (!texts) throw new Error('period_closed has no texts');
  return texts;
}

/**
 * 409 period_closed, answered `{ message, errors: {}, code: 'period_closed' }`
 * by the API's error handler (a WordedRefusal); the tablet's sync engine
 * reads the code.
 */
export class PeriodClosedRefusal extends WordedRefusal {
  constructor() {
    super(409, PERIOD_CLOSED, periodClosedTexts());
  }
}

/** Throws PeriodClosedRefusal when a close in force covers one of the days (closedPeriodOf). */
export async function assertPeriodOpen(
  tx: Database,
  messeId: number,
  days: readonly string[],
): Promise<void> {
  if (await closedPeriodOf(tx, messeId, days)) throw new PeriodClosedRefusal();
}

/** A month or a fair, as the close names it. */
export type LockedPeriod = { month: string } | { messeId: number };

/**
 * The close's exclusive lock of its period: waits for every write that holds
 * the period's shared lock, and holds off new ones until the close commits.
 */
export async function lockPeriodForClose(tx: Database, period: LockedPeriod): Promise<void> {
  const [key, value] =
    'month' in period ? [MONTH_KEY, monthNumber(period.month)] : [FAIR_KEY, period.messeId];
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::int, ${value}::int)`);
}
