import * as v from 'valibot';
import { bueroMessenMessages } from '@domain/buero/messen-contract';
import { bueroPayrollMessages, payrollExportQuerySchema } from '@domain/buero/payroll-contract';
import { timesheetPdfQuerySchema } from '@domain/buero/timesheet-pdf-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * The office's exports: a person's data as a ZIP, the timesheet PDFs
 * (docs/product/timesheet-pdf.md) and the payroll file
 * (docs/product/payroll-export.md). Each is audited and holds one of the
 * instance's export slots from its arrival (EXPORTS_MAX_CONCURRENT; one more
 * answers 429 with Retry-After, before its inputs are read); the PDFs are
 * laid out on worker threads (ADR 0034).
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const busy = {
  status: 429,
  description: 'As many exports as the instance allows already run; retry after `Retry-After`.',
} as const;
const pdfFile = { types: ['application/pdf'] } as const;
const pair = v.object({ id: serialIdParam, customerId: serialIdParam });
const pdfQuery = {
  query: timesheetPdfQuerySchema,
  queryStatus: 422,
  messages: bueroMessenMessages,
} as const;

export const exportOperations = {
  personExport: defineOperation({
    method: 'get',
    path: '/buero/personen/:id/export',
    tag,
    summary: "One person's data as a ZIP (GDPR export; audited)",
    description:
      '`person.json` (every applicant row of the address with master data decrypted, ' +
      'locations, fairs, applications, documents, assignments, times, signatures, the ' +
      'login, mails and audit entries) and the files (photo, documents).',
    access: office,
    params: v.object({ id: serialIdParam }),
    file: { types: ['application/zip'] },
    answerDescription: 'The ZIP, streamed.',
    refusals: {
      not_found: { status: 404, description: 'No such person.' },
      exports_busy: busy,
    },
  }),
  customerPdf: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/kunden/:customerId/pdf',
    tag,
    summary: "A pair's customer timesheet as PDF (audited)",
    description:
      'Every person with work time, their days, totals and the customer signatures as vector ' +
      'drawings with their SHA-256. `lang` (de, en) defaults to the request language.',
    access: office,
    params: pair,
    ...pdfQuery,
    file: pdfFile,
    answerDescription: 'The PDF (A4), as an attachment.',
    refusals: {
      not_found: { status: 404, description: 'No such pair.' },
      exports_busy: busy,
    },
  }),
  staffPdf: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/kunden/:customerId/personal/:staffId/pdf',
    tag,
    summary: "One person's timesheet on a pair as PDF (audited)",
    description: '`lang` (de, en) defaults to the request language.',
    access: office,
    params: v.object({ id: serialIdParam, customerId: serialIdParam, staffId: serialIdParam }),
    ...pdfQuery,
    file: pdfFile,
    answerDescription: 'The PDF (A4), as an attachment.',
    refusals: {
      not_found: { status: 404, description: 'No such pair, or the person is not on it.' },
      exports_busy: busy,
    },
  }),
  fairZip: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/stundenzettel.zip',
    tag,
    summary: 'All timesheets of a fair as a ZIP of PDFs (streamed, audited)',
    description:
      'One folder per customer: its customer sheet and the sheet of everyone with work time. ' +
      '`lang` (de, en) defaults to the request language.',
    access: office,
    params: v.object({ id: serialIdParam }),
    ...pdfQuery,
    file: { types: ['application/zip'] },
    answerDescription: 'The ZIP, as an attachment.',
    refusals: {
      not_found: { status: 404, description: 'No such fair.' },
      exports_busy: busy,
    },
  }),
  payroll: defineOperation({
    method: 'get',
    path: '/buero/abrechnung/export',
    tag,
    summary: 'Payroll file of a month or a fair: CSV or DATEV LODAS (audited)',
    description:
      'Exactly one of `month` (yyyy-MM) and `messe_id`. `staff`: comma list of staff ids ' +
      '(absent: everyone with times). Signed days only unless `unsigned=1` (CSV only; such ' +
      'rows are marked `unsigniert`). CSV: UTF-8 with BOM, `;`, CRLF, decimal comma. LODAS: ' +
      'Windows-1252, [Allgemein]/[Satzbeschreibung]/[Bewegungsdaten].',
    access: office,
    // With its period rule: a query breaking both it and a field names both (422).
    query: payrollExportQuerySchema,
    queryStatus: 422,
    messages: bueroPayrollMessages,
    file: { types: ['text/csv', 'text/plain'] },
    answerDescription: 'The file, streamed.',
    refusals: {
      not_found: { status: 404, description: 'No such fair.' },
      validation_failed: { status: 422, description: 'Neither or both of month and fair.' },
      lodas_not_configured: {
        status: 422,
        description: 'LODAS without its settings (errors.format).',
      },
      lodas_signed_only: { status: 422, description: 'LODAS with `unsigned=1` (errors.unsigned).' },
      personnel_number_missing: {
        status: 422,
        description: 'Someone in the LODAS file has no personnel number (errors.staff names them).',
      },
      payroll_empty: {
        status: 422,
        description:
          'The file would hold no row (errors on the period; `payroll_empty_unsigned` with `unsigned=1`).',
      },
      exports_busy: busy,
    },
  }),
};
