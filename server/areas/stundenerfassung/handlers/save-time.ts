import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { idempotencyKey } from '@server/platform/idempotency/keyed-route';
import type { RawParams } from '../params';
import { callSaveTime, sendAnswer } from '../write-calls';
import { writeActor } from '../writes';

const saveTimeOperation = stundenerfassungOperations.saveTime;

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}:
 * upserts one person's time of one day (../write-calls.ts, ../writes/time.ts).
 * A signed staff or customer sheet answers 409 sheet_signed. The key's scope
 * takes the path parameters as the router hands them over (text), as the
 * stored keys have it; the body is checked inside the keyed write.
 */
export const saveTime: OperationHandler<typeof saveTimeOperation> = async ({
  app,
  request,
  reply,
  body,
}) => {
  const input = {
    actor: writeActor(request),
    key: () => idempotencyKey(request),
    params: request.params as RawParams,
  };
  return sendAnswer(app, saveTimeOperation, reply, await callSaveTime(app.db, input, body));
};
