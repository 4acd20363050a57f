import type { FastifyInstance } from 'fastify';
import { stundenerfassungSignCalls } from '@domain/stundenerfassung/operations';
import { requireArea } from '@server/platform/common/current-user';
import { idempotencyKey } from '@server/platform/idempotency/keyed-route';
import type { RawParams } from '../params';
import { readSignatureUpload, SIGN_BODY_LIMIT } from '../signature-upload';
import { callSignStaff, sendAnswer } from '../write-calls';
import { writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/sign
 * (multipart `signature`, or JSON): the person signs their own timesheet
 * (../write-calls.ts, ../writes/signatures.ts).
 */
export async function signStaffRoute(app: FastifyInstance) {
  const operation = stundenerfassungSignCalls.signStaff;
  app.post(
    operation.path,
    { bodyLimit: SIGN_BODY_LIMIT, onRequest: requireArea(operation.access.area) },
    async (request, reply) => {
      const input = {
        actor: writeActor(request),
        key: () => idempotencyKey(request),
        params: request.params as RawParams,
      };
      // The upload is read after the pair and person are authorized (../write-calls.ts).
      const readUpload = () => readSignatureUpload(request);
      return sendAnswer(app, operation, reply, await callSignStaff(app.db, input, readUpload));
    },
  );
}
