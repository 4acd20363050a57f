import { timeEntrySchemaOn } from '@domain/shared/times/time-entry-schema';
import type { TimeTrackingTimeSaved } from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingMessages } from '@domain/stundenerfassung/messages';
import { parseValue } from '@server/platform/http/http-error';
import { timeAuditSubject } from '@server/records/time-write';
import type { StaffParams } from '../params';
import { toWireTime } from '../repository';
import type { WriteActor } from './actor';
import { runSheetWrite, type SheetWrite } from './sheet-write';
import { upsertTimes } from './time-rows';

/** One person's time of one day, as the route or a batch entry names it (body unparsed). */
export type TimeCommand = { ids: StaffParams; day: string; body: unknown };

/**
 * Upserts one person's time of one day. The body is validated inside the
 * write, so a 422 is the key's final answer like any other. Two supervisors
 * writing the same day: the later arrival wins, the audit log keeps both. In
 * a batch that defers its time rows the row is staged and written with the
 * batch's others (time-rows.ts); the answer is the same, its values.
 */
export function saveTime(actor: WriteActor, { ids, day, body }: TimeCommand): SheetWrite {
  return async (tx) => {
    const input = parseValue(timeEntrySchemaOn(day), body, actor.locale, timeTrackingMessages);
    const target = { kind: 'time', pair: ids, staffId: ids.staffId, day } as const;
    return runSheetWrite(tx, actor, target, { ...ids, day }, async () => {
      const row = {
        ids,
        time: {
          day,
          time_start: input.time_start,
          time_end: input.time_end,
          time_break: input.time_break,
        },
        updatedBy: actor.userId,
        updatedAt: new Date(),
      };
      const deferred = actor.batch?.timeRows;
      let stored = { ...row.time, inserted: false };
      // Deferred: the row is written with the batch's others, `created` filled in then.
      if (!deferred) {
        const [upserted] = await upsertTimes(tx, [row]);
        if (!upserted) throw new Error('time upsert returned nothing');
        stored = upserted;
      }
      const time = toWireTime(stored);
      const details = { ...time, created: stored.inserted };
      deferred?.stage(row, details);
      const saved: TimeTrackingTimeSaved = { success: true, time };
      return {
        outcome: { status: 200, body: saved },
        audit: {
          action: 'time_changed',
          subject: timeAuditSubject(ids, day),
          details,
        },
      };
    });
  };
}
