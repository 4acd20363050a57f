import type { FastifyInstance } from 'fastify';
import { stundenerfassungSignCalls } from '@domain/stundenerfassung/operations';
import { requireArea } from '@server/platform/common/current-user';
import { idempotencyKey } from '@server/platform/idempotency/keyed-route';
import type { RawParams } from '../params';
import { readSignatureUpload, SIGN_BODY_LIMIT } from '../signature-upload';
import { callSignCustomer, sendAnswer } from '../write-calls';
import { writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/customer/{messe}/{customer}/sign (multipart
 * `signature`, `signatureName`, or JSON): the customer signs the whole pair's
 * sheet (../write-calls.ts, ../writes/signatures.ts).
 */
export async function signCustomerRoute(app: FastifyInstance) {
  const operation = stundenerfassungSignCalls.signCustomer;
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
      return sendAnswer(app, operation, reply, await callSignCustomer(app.db, input, readUpload));
    },
  );
}
