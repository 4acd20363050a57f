import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timeEntrySchema, type TtTimeSaved } from '../../../domain/stundenerfassung';
import { requireUser } from '../../auth/plugin';
import { writeAudit } from '../../audit/audit-log';
import { times } from '../../db/schema/messen';
import { parseWith } from '../../http/http-error';
import { requestLocale } from '../../http/locale';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair, loadStaff, requireDayInFair } from '../access';
import { dayParam, staffParams } from '../params';
import { toWireTime } from '../repository';
import { bumpSheetRevision, lockPair, lockStaff, sheetSignedOutcome } from '../sheet-lock';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}:
 * upserts one person's time of one day. Lock check and write in one
 * transaction; a signed staff or customer sheet answers 409 sheet_signed.
 * Two supervisors writing the same day: the later arrival wins, the audit log
 * keeps both.
 */
export async function saveTimeRoute(app: FastifyInstance) {
  app.post('/staff/:messe/:customer/:staff/:date', async (request, reply) => {
    const ids = staffParams(request);
    const day = dayParam(request);
    const pair = await loadAssignedPair(app.db, request, ids);
    requireDayInFair(pair.messe, day);
    await loadStaff(app.db, ids, ids.staffId);
    const user = requireUser(request);
    const locale = requestLocale(request);

    return sendKeyedWrite(request, reply, request.body ?? null, async (tx) => {
      const input = parseWith(timeEntrySchema, request);
      const pairLock = await lockPair(tx, ids, 'write');
      const staffLock = await lockStaff(tx, ids, ids.staffId);
      if (pairLock?.signed || staffLock?.signed) {
        return sheetSignedOutcome(tx, request, locale, { ...ids, day });
      }
      const values = {
        timeStart: input.time_start,
        timeEnd: input.time_end,
        timeBreak: input.time_break,
        updatedBy: user.id,
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
      await bumpSheetRevision(tx, ids);
      const { inserted, ...time } = row;
      await writeAudit(tx, {
        action: 'time_changed',
        userId: user.id,
        ip: request.ip,
        subject: `times:${ids.messeId}/${ids.customerId}/${ids.staffId}/${day}`,
        details: { ...time, created: inserted },
      });
      const body: TtTimeSaved = { success: true, time: toWireTime(time) };
      return { status: 200, body };
    });
  });
}
