import { and, eq, isNull } from 'drizzle-orm';
import type { MyTimeQuery, TimeQueryBody } from '@domain/meine-stunden/time-query';
import { TIME_QUERY_OPEN_TEXT } from '@domain/meine-stunden/time-query';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { staffAssignments, times } from '@server/platform/db/schema/messen';
import { timeQueries } from '@server/platform/db/schema/season';
import { WordedRefusal } from '@server/platform/http/worded-refusal';
import { toMyTimeQuery } from './reads';

/*
 * "Zeit beanstanden" (issue 24): the person's question about one of their
 * recorded days. The person's assignment row on the pair is locked first, so
 * two questions sent at once about one day cannot both pass the one-open-
 * question check. The audit entry names the day, never the words: the log is
 * append-only, the text stays on the question (and goes with an erasure).
 */

type Actor = { userId: number; ip: string };

/** Stores the question; null when the person has no time row on that day of the pair. */
export async function createTimeQuery(
  db: Database,
  actor: Actor,
  staffId: number,
  input: TimeQueryBody,
): Promise<MyTimeQuery | null> {
  return db.transaction(async (tx) => {
    const [assignment] = await tx
      .select({ id: staffAssignments.bewerberId })
      .from(staffAssignments)
      .where(
        and(
          eq(staffAssignments.bewerberId, staffId),
          eq(staffAssignments.messeId, input.messe_id),
          eq(staffAssignments.customerId, input.customer_id),
        ),
      )
      .for('update');
    if (!assignment) return null;
    const [time] = await tx
      .select({ id: times.id })
      .from(times)
      .where(
        and(
          eq(times.bewerberId, staffId),
          eq(times.messeId, input.messe_id),
          eq(times.customerId, input.customer_id),
          eq(times.day, input.day),
        ),
      );
    if (!time) return null;
    const [open] = await tx
      .select({ id: timeQueries.id })
      .from(timeQueries)
      .where(
        and(
          eq(timeQueries.bewerberId, staffId),
          eq(timeQueries.messeId, input.messe_id),
          eq(timeQueries.customerId, input.customer_id),
          eq(timeQueries.day, input.day),
          isNull(timeQueries.resolvedAt),
        ),
      );
    if (open) throw new WordedRefusal(409, 'time_query_open', TIME_QUERY_OPEN_TEXT);
    const [stored] = await tx
      .insert(timeQueries)
      .values({
        bewerberId: staffId,
        messeId: input.messe_id,
        customerId: input.customer_id,
        day: input.day,
        text: input.text,
        createdBy: actor.userId,
      })
      .returning();
    if (!stored) throw new Error('the question was not stored');
    await writeAudit(tx, {
      action: 'time_query_created',
      userId: actor.userId,
      subject: `pair:${String(input.messe_id)}-${String(input.customer_id)}`,
      ip: actor.ip,
      details: { bewerber_id: staffId, day: input.day, time_query_id: stored.id },
    });
    return toMyTimeQuery(stored);
  });
}
