import { TT_API_PATTERNS } from '../../../domain/stundenerfassung-contract';
import type { FastifyInstance } from 'fastify';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair } from '../access';
import { pairParams } from '../params';
import { readSignatureUpload, SIGN_BODY_LIMIT, uploadPayload } from '../signature-upload';
import { signCustomerSheet, writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/customer/{messe}/{customer}/sign (multipart
 * `signature`, `signatureName`): the customer signs the whole pair's sheet
 * (../writes/signatures.ts).
 */
export async function signCustomerRoute(app: FastifyInstance) {
  app.post(TT_API_PATTERNS.signCustomer, { bodyLimit: SIGN_BODY_LIMIT }, async (request, reply) => {
    const upload = await readSignatureUpload(request);
    const ids = pairParams(request);
    await loadAssignedPair(app.db, request, ids);
    const write = signCustomerSheet(writeActor(request), { ids, upload });
    return sendKeyedWrite(request, reply, uploadPayload(upload), write);
  });
}
