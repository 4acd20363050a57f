import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { parseEuroInput } from '@domain/rechnungen/money-text';
import { wageInputSchema } from '@domain/shared/employment-law/record-contract';
import type { EmploymentStatus } from '@domain/shared/employment-law/statuses';
import type { Locale } from '@domain/shared/locale';

/*
 * The office's employment-law forms on the staff detail (issue 27): what is
 * typed (euros in the page's format, working days as text) checked by the
 * very schemas the server checks (record-contract.ts), under the body's field
 * names, so the server's 422 field errors land on the same fields.
 */

/** The statuses as the office reads them ("nicht erfasst": none recorded). */
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, MessageDescriptor> = {
  short_term: msg`kurzfristig beschäftigt`,
  minijob: msg`Minijob (geringfügig entlohnt)`,
  student: msg`Werkstudent/in`,
  insured: msg`sozialversicherungspflichtig beschäftigt`,
  other: msg`sonstige`,
};
export const NO_STATUS_LABEL = msg`nicht erfasst`;

/** A wage line as typed: a day and euros ("14,60"); its output is the POST's body. */
export const wageFormSchema = (locale: Locale) =>
  v.object({
    valid_from: wageInputSchema.entries.valid_from,
    cents_per_hour: v.pipe(
      v.string('wage'),
      v.transform((text) => parseEuroInput(text, locale) ?? NaN),
      wageInputSchema.entries.cents_per_hour,
    ),
  });
