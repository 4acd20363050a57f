import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TtSigned } from '../../../domain/stundenerfassung';
import { staffAssignments } from '../../db/schema/messen';
import { requestLocale } from '../../http/locale';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair, loadStaff } from '../access';
import { staffParams } from '../params';
import { sheetContentHash } from '../sheet-content';
import { bumpSheetRevision, lockPair, lockStaff, sheetSignedOutcome } from '../sheet-lock';
import { svgDataUrl } from '../signature-data-url';
import { readSignatureUpload, SIGN_BODY_LIMIT, uploadPayload } from '../signature-upload';
import { cleanSignatureOrFail, storeSignature } from '../signing';

/**
 * POST /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/sign
 * (multipart `signature`): the person signs their own timesheet, which locks
 * their times for this pair. A second signature answers 409 sheet_signed.
 * A customer signature does not block it: signing changes no time, and a
 * person may sign their own sheet after the customer signed the pair's.
 */
export async function signStaffRoute(app: FastifyInstance) {
  app.post(
    '/staff/:messe/:customer/:staff/sign',
    { bodyLimit: SIGN_BODY_LIMIT },
    async (request, reply) => {
      // The upload is read first: its stream is consumed whatever the answer.
      const upload = await readSignatureUpload(request);
      const ids = staffParams(request);
      await loadAssignedPair(app.db, request, ids);
      const person = await loadStaff(app.db, ids, ids.staffId);
      const locale = requestLocale(request);

      return sendKeyedWrite(request, reply, uploadPayload(upload), async (tx) => {
        const svg = cleanSignatureOrFail(request, upload);
        await lockPair(tx, ids, 'write');
        const lock = await lockStaff(tx, ids, ids.staffId);
        if (lock?.signed) return sheetSignedOutcome(tx, request, locale, { ...ids, sign: 'staff' });
        const signature = await storeSignature(tx, request, {
          kind: 'staff',
          svg,
          contentSha256: await sheetContentHash(tx, ids, ids.staffId),
          signerName: person.name,
          subject: `staff_sheet:${ids.messeId}/${ids.customerId}/${ids.staffId}`,
        });
        await tx
          .update(staffAssignments)
          .set({ signedAt: signature.signedAt, signatureId: signature.id })
          .where(
            and(
              eq(staffAssignments.messeId, ids.messeId),
              eq(staffAssignments.customerId, ids.customerId),
              eq(staffAssignments.bewerberId, ids.staffId),
            ),
          );
        await bumpSheetRevision(tx, ids);
        const body: TtSigned = {
          success: true,
          signed_by: person.name,
          signature: svgDataUrl(svg),
        };
        return { status: 200, body };
      });
    },
  );
}
