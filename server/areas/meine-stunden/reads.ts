import { buildMyHours, type MySignature } from '@domain/meine-stunden/build';
import type { MyHours } from '@domain/meine-stunden/my-hours';
import type { MyTimeQuery } from '@domain/meine-stunden/time-query';
import { and, desc, eq } from 'drizzle-orm';
import { times } from '@server/platform/db/schema/messen';
import { timeQueries } from '@server/platform/db/schema/season';
import type { PairIds } from '@server/records/fair';
import type { Reader } from '@server/records/reader';
import { readSignatures } from '@server/records/signatures';
import { readPersonEntries } from '@server/records/times';

/** Every day there is: the person's hours are read across all their fairs. */
const ALL_DAYS = { from: '0001-01-01', to: '9999-12-31' } as const;

/**
 * The person's own hours: their time rows at any fair (the record layer's
 * person read, filtered by their id and nothing else, so no other person's
 * row can appear) and, per fair they have rows at, the signatures that
 * concern them (their own staff signatures and the customers'), in force and
 * superseded. One statement for the rows, one per fair for the signatures.
 */
export async function readMyHours(db: Reader, staffId: number): Promise<MyHours> {
  const entries = await readPersonEntries(db, [staffId], ALL_DAYS);
  const pairs = new Set(entries.map((entry) => `${entry.messeId}:${entry.customerId}`));
  const fairIds = [...new Set(entries.map((entry) => entry.messeId))];
  const signatures: MySignature[] = [];
  for (const messeId of fairIds) {
    const stored = await readSignatures(db, { messeId, staffId, state: 'all' });
    for (const signature of stored) {
      // Only the pairs the person has rows at: a customer's signature of another pair is not theirs.
      if (!pairs.has(`${messeId}:${signature.customerId}`)) continue;
      signatures.push({
        messeId,
        customerId: signature.customerId,
        kind: signature.kind,
        days: signature.days,
        supersededAt: signature.supersededAt,
        supersededReason: signature.supersededReason,
      });
    }
  }
  return buildMyHours(
    entries.map((entry) => ({
      messeId: entry.messeId,
      messeName: entry.messeName,
      customerId: entry.customerId,
      customerName: entry.customerName,
      day: entry.day,
      time_start: entry.time_start,
      time_end: entry.time_end,
      time_break: entry.time_break,
    })),
    signatures,
  );
}

/** The person's own questions about their times, newest first. */
export async function readMyQueries(db: Reader, staffId: number): Promise<MyTimeQuery[]> {
  const rows = await db
    .select({
      id: timeQueries.id,
      messeId: timeQueries.messeId,
      customerId: timeQueries.customerId,
      day: timeQueries.day,
      text: timeQueries.text,
      createdAt: timeQueries.createdAt,
      resolvedAt: timeQueries.resolvedAt,
    })
    .from(timeQueries)
    .where(eq(timeQueries.bewerberId, staffId))
    .orderBy(desc(timeQueries.createdAt), desc(timeQueries.id));
  return rows.map(toMyTimeQuery);
}

/** A stored question as the person sees it. */
export function toMyTimeQuery(row: {
  id: number;
  messeId: number;
  customerId: number;
  day: string;
  text: string;
  createdAt: Date;
  resolvedAt: Date | null;
}): MyTimeQuery {
  return {
    id: row.id,
    messe_id: row.messeId,
    customer_id: row.customerId,
    day: row.day,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Whether the person has a time row on the pair (the own sheet exists only then). */
export async function hasOwnTimes(db: Reader, staffId: number, pair: PairIds): Promise<boolean> {
  const [row] = await db
    .select({ id: times.id })
    .from(times)
    .where(
      and(
        eq(times.bewerberId, staffId),
        eq(times.messeId, pair.messeId),
        eq(times.customerId, pair.customerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
