import { sql } from 'drizzle-orm';
import {
  timeEntrySchema,
  type TimeTrackingTimeSaved,
} from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingMessages } from '@domain/stundenerfassung/messages';
import { times } from '@server/platform/db/schema/messen';
import { parseValue } from '@server/platform/http/http-error';
import type { StaffParams } from '../params';
import { toWireTime } from '../repository';
import type { WriteActor } from './actor';
import { runSheetWrite, type SheetWrite } from './sheet-write';

/** One person's time of one day, as the route or a batch entry names it (body unparsed). */
export type TimeCommand = { ids: StaffParams; day: string; body: unknown };

/**
 * Upserts one person's time of one day. The body is validated inside the
 * write, so a 422 is the key's final answer like any other. Two supervisors
 * writing the same day: the later arrival wins, the audit log keeps both.
 */
export function saveTime(actor: WriteActor, { ids, day, body }: TimeCommand): SheetWrite {
  return async (tx) => {
    const input = parseValue(timeEntrySchema, body, actor.locale, timeTrackingMessages);
    const target = { kind: 'time', pair: ids, staffId: ids.staffId, day } as const;
    return runSheetWrite(tx, actor, target, { ...ids, day }, async () => {
      const values = {
        timeStart: input.time_start,
        timeEnd: input.time_end,
        timeBreak: input.time_break,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(times)
        .values({
          messeId: ids.messeId,
          customerId: ids.customerId,
          bewerberId: ids.staffId,
          day,
          ...values,
        })
        .onConflictDoUpdate({
          target: [times.messeId, times.customerId, times.bewerberId, times.day],
          set: values,
        })
        .returning({
          day: times.day,
          time_start: times.timeStart,
          time_end: times.timeEnd,
          time_break: times.timeBreak,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      if (!row) throw new Error('time upsert returned nothing');
      const { inserted, ...time } = row;
      const saved: TimeTrackingTimeSaved = { success: true, time: toWireTime(time) };
      return {
        outcome: { status: 200, body: saved },
        audit: {
          action: 'time_changed',
          subject: `times:${ids.messeId}/${ids.customerId}/${ids.staffId}/${day}`,
          details: { ...time, created: inserted },
        },
      };
    });
  };
}
