import * as v from 'valibot';
import { lawFindingsSchema } from '@domain/shared/employment-law/findings';

/*
 * The answer of GET /app/api/buero/abrechnung/vorschau (query:
 * payrollPreviewQuerySchema in buero-payroll-contract.ts): what the CSV of
 * these options holds, read with the export's own reads and generators
 * (docs/product/payroll-export.md), so preview and file cannot disagree.
 * The browser checks the answer with this schema.
 */

const previewWarningSchema = v.looseObject({
  day: v.string(),
  /** A code of domain/shared/times/working-time-law.ts, e.g. `arbzg_3_daily_max`. */
  code: v.string(),
});

const previewPersonSchema = v.looseObject({
  /** The staff record (bewerber) id: the staff detail's id. */
  id: v.number(),
  /** `Nachname, Vorname`, as the file names the person. */
  name: v.string(),
  personnel_number: v.nullable(v.number()),
  /** What the file holds of the person: distinct days, rows (one per pair and day), worked minutes. */
  days: v.number(),
  rows: v.number(),
  minutes: v.number(),
  /** Of these rows, the signed ones: a person with none is not in the LODAS file. */
  signed_rows: v.number(),
  /** Days with work time that no counting signature covers; in the file only with `unsigned=1`. */
  unsigned_days: v.array(v.string()),
  /** The working-time warnings on the days in the file, as the CSV's column has them. */
  warnings: v.array(previewWarningSchema),
});
export type PayrollPreviewPerson = v.InferOutput<typeof previewPersonSchema>;

/** GET abrechnung/vorschau */
export const payrollPreviewSchema = v.looseObject({
  period: v.looseObject({ from: v.string(), to: v.string() }),
  include_unsigned: v.boolean(),
  /** Whether the server has the LODAS settings (else only the CSV is offered). */
  lodas_configured: v.boolean(),
  /**
   * Everyone with work time in the period (and fair and chosen staff), signed
   * or not, by id; people with `rows: 0` are not in the file (unsigned days only).
   */
  people: v.array(previewPersonSchema),
  totals: v.looseObject({
    /** People in the file (rows > 0). */
    people: v.number(),
    rows: v.number(),
    minutes: v.number(),
  }),
  /**
   * Employment law on the worked days of the period's years and months: the
   * people of the preview with a counter past its limit (days past 70, a wage
   * below the minimum, …) or without a wage (domain/shared/employment-law/findings.ts).
   * Optional: an older server leaves it out.
   */
  employment_law: v.optional(lawFindingsSchema),
});
export type PayrollPreview = v.InferOutput<typeof payrollPreviewSchema>;
