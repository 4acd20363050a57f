import * as v from 'valibot';
import {
  bueroPayrollMessages,
  payrollPreviewQueryFieldsSchema,
  personnelNumberAnswerSchema,
  personnelNumberBodySchema,
} from '@domain/buero/payroll-contract';
import { payrollPreviewSchema } from '@domain/buero/payroll-preview-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * The payroll's preview and the personnel number (docs/product/payroll-export.md).
 * The payroll file itself (GET /buero/abrechnung/export) is one of the
 * office's exports (exports.ts).
 */

const office = { area: 'buero' } as const;
const tag = 'buero';

export const payrollOperations = {
  preview: defineOperation({
    method: 'get',
    path: '/buero/abrechnung/vorschau',
    tag,
    summary: 'What the payroll file of these options holds, before the download',
    description:
      "The export's query without `format`; exactly one of `month` and `messe_id`. Everyone " +
      'with work time in the period (signed or not): per person the rows, days and minutes the ' +
      'CSV holds, the signed rows (LODAS), the unsigned days, the personnel number and the ' +
      'working-time warnings; the totals; whether LODAS is configured. Read with the ' +
      "export's own reads. Not audited (no file).",
    access: office,
    // The fields; the period rule (one of month and fair) is checked by the handler.
    query: payrollPreviewQueryFieldsSchema,
    queryStatus: 422,
    messages: bueroPayrollMessages,
    answer: payrollPreviewSchema,
    answerDescription: 'The preview.',
    refusals: {
      not_found: { status: 404, description: 'No such fair.' },
      validation_failed: { status: 422, description: 'Neither or both of month and fair.' },
    },
  }),
  personnelNumber: defineOperation({
    method: 'put',
    path: '/buero/personal/:id/personalnummer',
    tag,
    summary: "Set or clear a staff member's personnel number (audited)",
    description: 'A number from 1 to 99999, unique; null clears it.',
    access: office,
    params: v.object({ id: serialIdParam }),
    body: personnelNumberBodySchema,
    messages: bueroPayrollMessages,
    answer: personnelNumberAnswerSchema,
    answerDescription: 'The stored number.',
    refusals: {
      not_found: { status: 404, description: 'No such staff member.' },
      personnel_number_taken: { status: 409, description: 'Another person has the number.' },
    },
  }),
};
