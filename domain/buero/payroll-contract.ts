import * as v from 'valibot';
import { MONTH_PATTERN } from '@domain/shared/month';
import type { Locale } from '@domain/shared/locale';
import { LODAS_LIMITS } from './payroll/lodas';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';

/*
 * The office's payroll files (docs/product/payroll-export.md): a CSV and a
 * DATEV LODAS import file per period (a month or a fair's days) for all or
 * chosen staff, the preview of what such a file holds (its answer:
 * buero-payroll-preview-contract.ts), and the personnel number on the staff
 * record. The server parses with these schemas; the operations are
 * operations/payroll.ts and operations/exports.ts (the file).
 *
 * Statuses: 401 anonymous, 403 not office; 422 `{message, errors}` for a bad
 * query (errors by parameter), for LODAS without its settings
 * (errors.format: `lodas_not_configured`), with unsigned days chosen
 * (errors.unsigned: `lodas_signed_only`) or with people lacking a personnel
 * number (errors.staff names them: `personnel_number_missing`), and for a
 * file that would hold nobody (`payroll_empty`, errors on the period's
 * parameter: no empty file is handed out as a success); 404 for an
 * unknown fair; 409 `personnel_number_taken` on the personnel-number route.
 */

export const PAYROLL_FORMATS = ['csv', 'lodas'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];
/** How many staff ids one export may name (a longer list: export all). */
export const PAYROLL_STAFF_MAX = 500;

const MESSAGES = {
  period_choice: {
    de: 'Bitte wählen Sie entweder einen Monat oder eine Messe.',
    en: 'Please choose either a month or a fair.',
  },
  lodas_not_configured: {
    de: 'Für LODAS fehlen die Einstellungen (Berater-, Mandantennummer, Lohnart). Bitte den Betrieb fragen.',
    en: 'LODAS is not configured (consultant, client number, wage type). Please ask the operator.',
  },
  lodas_signed_only: {
    de: 'LODAS enthält nur unterschriebene Tage.',
    en: 'LODAS contains signed days only.',
  },
  personnel_number_missing: {
    de: 'Ohne Personalnummer:',
    en: 'Without a personnel number:',
  },
  personnel_number_taken: {
    de: 'Diese Personalnummer hat bereits eine andere Person.',
    en: 'Another person already has this personnel number.',
  },
  payroll_empty: {
    de: 'Keine unterschriebenen Stunden in diesem Zeitraum.',
    en: 'No signed hours in this period.',
  },
  payroll_empty_unsigned: {
    de: 'Keine Stunden in diesem Zeitraum.',
    en: 'No hours in this period.',
  },
  too_many: {
    de: `Höchstens ${String(PAYROLL_STAFF_MAX)} Personen; für mehr bitte alle exportieren.`,
    en: `At most ${String(PAYROLL_STAFF_MAX)} people; for more, export all.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** This area's field messages, falling back to the common ones. */
export const bueroPayrollMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

const SERIAL = /^[1-9]\d{0,9}$/;
const MAX_SERIAL = 2_147_483_647;

const serialText = v.pipe(
  v.string('invalid'),
  v.regex(SERIAL, 'invalid'),
  v.transform(Number),
  v.maxValue(MAX_SERIAL, 'invalid'),
);

/** The period and staff entries the export and its preview share. */
const payrollSelectionEntries = {
  month: v.optional(
    v.pipe(
      v.string('invalid'),
      v.regex(MONTH_PATTERN, 'invalid'),
      v.check((month) => Number(month.slice(0, 4)) >= 2000, 'invalid'),
    ),
  ),
  messe_id: v.optional(serialText),
  staff: v.optional(
    v.pipe(
      v.string('invalid'),
      v.maxLength(PAYROLL_STAFF_MAX * 11, 'too_many'),
      v.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'invalid'),
      v.transform((text) => [...new Set(text.split(',').map(Number))]),
      v.check((ids) => ids.every((id) => id <= MAX_SERIAL), 'invalid'),
      v.maxLength(PAYROLL_STAFF_MAX, 'too_many'),
    ),
  ),
  unsigned: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'invalid'),
      v.transform((value) => value === '1'),
    ),
    '0',
  ),
};

/**
 * GET abrechnung/export: `format`, exactly one of `month` (yyyy-MM) and
 * `messe_id` (the fair's days), optional `staff` (comma list of staff ids;
 * absent: everyone with times in the period) and `unsigned=1` (CSV only).
 */
export const payrollExportQueryFieldsSchema = v.looseObject({
  format: v.picklist(PAYROLL_FORMATS, 'invalid'),
  ...payrollSelectionEntries,
});

/** GET abrechnung/vorschau: the export's query without `format` (what a CSV with these options holds). */
export const payrollPreviewQueryFieldsSchema = v.looseObject(payrollSelectionEntries);

/** The period rule of both queries: exactly one of month and fair. */
const hasOnePeriod = (input: { month?: string; messe_id?: number }) =>
  (input.month === undefined) !== (input.messe_id === undefined);

// One pipe per schema (valibot types a pipe item by its schema's output).
/** The export's query with its rule: exactly one of month and fair. */
export const payrollExportQuerySchema = v.pipe(
  payrollExportQueryFieldsSchema,
  v.forward(v.partialCheck([['month'], ['messe_id']], hasOnePeriod, 'period_choice'), ['month']),
);
/** The preview's query with the same rule. */
export const payrollPreviewQuerySchema = v.pipe(
  payrollPreviewQueryFieldsSchema,
  v.forward(v.partialCheck([['month'], ['messe_id']], hasOnePeriod, 'period_choice'), ['month']),
);
export type PayrollPreviewParams = v.InferOutput<typeof payrollPreviewQuerySchema>;
export type PayrollExportParams = v.InferOutput<typeof payrollExportQuerySchema>;
export type PayrollExportQuery = {
  format: PayrollFormat;
  month?: string;
  messeId?: number;
  staffIds?: readonly number[];
  includeUnsigned?: boolean;
};

/** What a file holds: the export's query without its format (the preview's query). */
export type PayrollSelectionQuery = Omit<PayrollExportQuery, 'format'>;

/** The preview's query as the address carries it. */
export function payrollSelectionParams(
  query: PayrollSelectionQuery,
): v.InferInput<typeof payrollPreviewQueryFieldsSchema> {
  return {
    ...(query.month !== undefined ? { month: query.month } : {}),
    ...(query.messeId !== undefined ? { messe_id: String(query.messeId) } : {}),
    ...(query.staffIds && query.staffIds.length > 0 ? { staff: query.staffIds.join(',') } : {}),
    ...(query.includeUnsigned ? { unsigned: '1' as const } : {}),
  };
}

/** PUT personal/{id}/personalnummer: the number, or null to remove it. */
export const personnelNumberBodySchema = v.object({
  personnel_number: v.nullable(
    v.pipe(
      v.number('invalid'),
      v.integer('invalid'),
      v.minValue(LODAS_LIMITS.personnelNumber.min, 'invalid'),
      v.maxValue(LODAS_LIMITS.personnelNumber.max, 'invalid'),
    ),
  ),
});

/** Answer of the personnel-number route. */
export const personnelNumberAnswerSchema = v.looseObject({
  personnel_number: v.nullable(v.number()),
});
export type PersonnelNumberAnswer = v.InferOutput<typeof personnelNumberAnswerSchema>;
