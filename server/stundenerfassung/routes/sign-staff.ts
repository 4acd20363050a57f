import { TT_API_PATTERNS } from '../../../domain/stundenerfassung-contract';
import type { FastifyInstance } from 'fastify';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair, loadStaff } from '../access';
import { staffParams } from '../params';
import { readSignatureUpload, SIGN_BODY_LIMIT, uploadPayload } from '../signature-upload';
import { signStaffSheet, writeActor } from '../writes';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/sign
 * (multipart `signature`): the person signs their own timesheet
 * (../writes/signatures.ts).
 */
export async function signStaffRoute(app: FastifyInstance) {
  app.post(TT_API_PATTERNS.signStaff, { bodyLimit: SIGN_BODY_LIMIT }, async (request, reply) => {
    // The upload is read first: its stream is consumed whatever the answer.
    const upload = await readSignatureUpload(request);
    const ids = staffParams(request);
    await loadAssignedPair(app.db, request, ids);
    const person = await loadStaff(app.db, ids, ids.staffId);
    const write = signStaffSheet(writeActor(request), { ids, signerName: person.name, upload });
    return sendKeyedWrite(request, reply, uploadPayload(upload), write);
  });
}
