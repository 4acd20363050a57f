import { eq } from 'drizzle-orm';
import {
  type ResolvedTimeQuery,
  TIME_QUERY_RESOLVED_TEXT,
} from '@domain/buero/time-queries-contract';
import type { Database } from '@server/platform/db/client';
import { timeQueries } from '@server/platform/db/schema/season';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';
import { NotFound, nullIfNotFound, OfficeRefusal } from './refusal';

/**
 * Marks a staff member's question about a time resolved (audited as
 * time_query_resolved, with the day and the person, never the text). Null
 * (404) for an unknown question; 409 when it is resolved already.
 */
export async function resolveTimeQuery(
  db: Database,
  actor: OfficeActor,
  queryId: number,
): Promise<ResolvedTimeQuery | null> {
  return runOfficeAction(db, actor, async (tx) => {
    const [query] = await tx
      .select()
      .from(timeQueries)
      .where(eq(timeQueries.id, queryId))
      .for('update');
    if (!query) throw new NotFound();
    if (query.resolvedAt !== null) {
      throw new OfficeRefusal(409, 'time_query_resolved', TIME_QUERY_RESOLVED_TEXT);
    }
    const resolvedAt = new Date();
    await tx
      .update(timeQueries)
      .set({ resolvedAt, resolvedBy: actor.userId })
      .where(eq(timeQueries.id, queryId));
    return {
      result: { id: queryId, resolved_at: resolvedAt.toISOString() },
      audit: {
        action: 'time_query_resolved',
        subject: `pair:${String(query.messeId)}-${String(query.customerId)}`,
        changes: { resolved_at: { before: null, after: resolvedAt.toISOString() } },
        details: { time_query_id: queryId, bewerber_id: query.bewerberId, day: query.day },
      },
    };
  }).catch(nullIfNotFound);
}
