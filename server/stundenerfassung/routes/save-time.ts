import { TT_API_PATTERNS } from '../../../domain/stundenerfassung-contract';
import type { FastifyInstance } from 'fastify';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair, loadStaff, requireDayInFair } from '../access';
import { dayParam, staffParams } from '../params';
import { saveTime, writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}:
 * upserts one person's time of one day (../writes/time.ts). A signed staff or
 * customer sheet answers 409 sheet_signed.
 */
export async function saveTimeRoute(app: FastifyInstance) {
  app.post(TT_API_PATTERNS.saveTime, async (request, reply) => {
    const ids = staffParams(request);
    const day = dayParam(request);
    const pair = await loadAssignedPair(app.db, request, ids);
    requireDayInFair(pair.messe, day);
    await loadStaff(app.db, ids, ids.staffId);
    const write = saveTime(writeActor(request), { ids, day, body: request.body });
    return sendKeyedWrite(request, reply, request.body ?? null, write);
  });
}
