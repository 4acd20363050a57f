import { TIME_TRACKING_API_PATTERNS } from '@domain/stundenerfassung/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '@server/platform/idempotency/keyed-route';
import type { RawParams } from '../params';
import { callSaveTime, sendAnswer } from '../write-calls';
import { writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}:
 * upserts one person's time of one day (../write-calls.ts, ../writes/time.ts).
 * A signed staff or customer sheet answers 409 sheet_signed.
 */
export async function saveTimeRoute(app: FastifyInstance) {
  app.post(TIME_TRACKING_API_PATTERNS.saveTime, async (request, reply) => {
    const input = {
      actor: writeActor(request),
      key: () => idempotencyKey(request),
      params: request.params as RawParams,
    };
    return sendAnswer(reply, await callSaveTime(app.db, input, request.body));
  });
}
