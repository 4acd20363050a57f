import { stundenerfassungSignCalls } from '@domain/stundenerfassung/operations';
import type { MultipartBody } from '@server/platform/api/multipart';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { idempotencyKey } from '@server/platform/idempotency/keyed-route';
import type { RawParams } from '../params';
import { signatureUploadFrom } from '../signature-upload';
import { callSignCustomer, callSignStaff, sendAnswer } from '../write-calls';
import { writeActor } from '../writes';

const { signStaff, signCustomer } = stundenerfassungSignCalls;

/** The signature as sent; a file part over its size answers 413. */
async function readSignature(
  operation: typeof signStaff | typeof signCustomer,
  upload: () => Promise<MultipartBody>,
) {
  const signature = signatureUploadFrom(await upload());
  if (signature === 'too_large') throw refuse(operation, 'payload_too_large');
  return signature;
}

/**
 * POST …/staff/{messe}/{customer}/{staff}/sign: the person signs their own
 * timesheet (../write-calls.ts, ../writes/signatures.ts). The upload is read
 * only after the pair and the person are authorized.
 */
export const signStaffSheet: OperationHandler<typeof signStaff> = async (context) => {
  const { app, request, reply } = context;
  const input = {
    actor: writeActor(request),
    key: () => idempotencyKey(request),
    params: request.params as RawParams,
  };
  const readUpload = () => readSignature(signStaff, context.upload);
  return sendAnswer(app, signStaff, reply, await callSignStaff(app.db, input, readUpload));
};

/**
 * POST …/customer/{messe}/{customer}/sign: the customer signs the whole pair's
 * sheet. The upload is read only after the pair is authorized.
 */
export const signCustomerSheet: OperationHandler<typeof signCustomer> = async (context) => {
  const { app, request, reply } = context;
  const input = {
    actor: writeActor(request),
    key: () => idempotencyKey(request),
    params: request.params as RawParams,
  };
  const readUpload = () => readSignature(signCustomer, context.upload);
  return sendAnswer(app, signCustomer, reply, await callSignCustomer(app.db, input, readUpload));
};
