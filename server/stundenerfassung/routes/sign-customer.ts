import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { signerNameSchema, type TtSigned } from '../../../domain/stundenerfassung';
import { fieldErrors } from '../../../domain/validation';
import { messeCustomers } from '../../db/schema/messen';
import { HttpError } from '../../http/http-error';
import { requestLocale } from '../../http/locale';
import { sendKeyedWrite } from '../../idempotency/keyed-route';
import { loadAssignedPair } from '../access';
import { pairParams } from '../params';
import { sheetContentHash } from '../sheet-content';
import { lockPair, sheetSignedOutcome } from '../sheet-lock';
import { svgDataUrl } from '../signature-data-url';
import { readSignatureUpload, SIGN_BODY_LIMIT, uploadPayload } from '../signature-upload';
import { cleanSignatureOrFail, storeSignature } from '../signing';

const signerName = v.object({ signatureName: signerNameSchema });

/**
 * POST /app/api/stundenerfassung/customer/{messe}/{customer}/sign (multipart
 * `signature`, `signatureName`): the customer signs the whole pair's sheet,
 * which locks every time under it. A second signature answers 409 sheet_signed.
 */
export async function signCustomerRoute(app: FastifyInstance) {
  app.post(
    '/customer/:messe/:customer/sign',
    { bodyLimit: SIGN_BODY_LIMIT },
    async (request, reply) => {
      const upload = await readSignatureUpload(request);
      const ids = pairParams(request);
      await loadAssignedPair(app.db, request, ids);
      const locale = requestLocale(request);

      return sendKeyedWrite(request, reply, uploadPayload(upload), async (tx) => {
        const name = v.safeParse(signerName, { signatureName: upload.signatureName });
        const svg = (() => {
          try {
            return cleanSignatureOrFail(request, upload);
          } catch (error) {
            // Both field errors at once: the form shows the name and the pad problem together.
            if (!name.success && error instanceof HttpError) {
              throw new HttpError(422, 'validation_failed', {
                ...fieldErrors(name.issues, locale),
                ...error.fieldErrors,
              });
            }
            throw error;
          }
        })();
        if (!name.success) {
          throw new HttpError(422, 'validation_failed', fieldErrors(name.issues, locale));
        }
        const lock = await lockPair(tx, ids, 'sign');
        if (lock?.signed)
          return sheetSignedOutcome(tx, request, locale, { ...ids, sign: 'customer' });
        const signature = await storeSignature(tx, request, {
          kind: 'customer',
          svg,
          contentSha256: await sheetContentHash(tx, ids),
          signerName: name.output.signatureName,
          subject: `customer_sheet:${ids.messeId}/${ids.customerId}`,
        });
        await tx
          .update(messeCustomers)
          .set({
            signedAt: signature.signedAt,
            signedBy: name.output.signatureName,
            signatureId: signature.id,
            // The pair's revision in the same statement (bumpSheetRevision's job, ADR 0011).
            rev: sql`${messeCustomers.rev} + 1`,
          })
          .where(
            and(
              eq(messeCustomers.messeId, ids.messeId),
              eq(messeCustomers.customerId, ids.customerId),
            ),
          );
        const body: TtSigned = {
          success: true,
          signed_by: name.output.signatureName,
          signature: svgDataUrl(svg),
        };
        return { status: 200, body };
      });
    },
  );
}
