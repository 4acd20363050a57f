import { stundenerfassungSignCalls } from '@domain/stundenerfassung/operations';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

const SVG = ['image/svg+xml'];
const SIGNATURE_PART =
  'The signature: an SVG file part, or SVG text or an SVG data URL as a text field.';
const ERRORS: ApiOperation['errors'] = [400, 401, 403, 404, 409, 413, 422];

/*
 * The two sign calls of time tracking (multipart or JSON), kept here until the
 * operation table states multipart bodies; their paths and answers come from
 * the area's table (domain/stundenerfassung/operations.ts), whose other
 * operations the description takes from the table itself (route-table.ts).
 */
const { signStaff, signCustomer } = stundenerfassungSignCalls;

/** server/areas/stundenerfassung/routes/sign-*.ts */
export const stundenerfassungSignOperations: ApiOperation[] = [
  {
    method: signStaff.method,
    path: signStaff.path,
    tag: signStaff.tag,
    summary: signStaff.summary,
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.signatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: signStaff.answerDescription, schema: signStaff.answer },
    errors: ERRORS,
  },
  {
    method: signCustomer.method,
    path: signCustomer.path,
    tag: signCustomer.tag,
    summary: signCustomer.summary,
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.customerSignatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: signCustomer.answerDescription, schema: signCustomer.answer },
    errors: ERRORS,
  },
];
