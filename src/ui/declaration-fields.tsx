import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import type { DeclarationFormInput } from '@domain/shared/employment-law/declaration-form';
import {
  type DeclarationInput,
  EMPLOYER_MAX,
  employmentLawMessages,
} from '@domain/shared/employment-law/record-contract';
import { FormTextField } from './form-text-field';

/**
 * The fields of an earlier short-term job (issue 27), the same for the
 * person's master data and the office's correction: employer, first and last
 * day, working days. The parent lays them out and submits.
 */
export function DeclarationFields({
  control,
  daysDescription,
}: {
  control: Control<DeclarationFormInput, unknown, DeclarationInput>;
  daysDescription?: string;
}) {
  const { t } = useLingui();
  const field = { control, messages: employmentLawMessages, isRequired: true } as const;
  return (
    <>
      <FormTextField
        {...field}
        name="employer"
        maxLength={EMPLOYER_MAX}
        autoComplete="organization"
        label={t`Arbeitgeber`}
      />
      <FormTextField {...field} name="date_from" type="date" label={t`Erster Tag`} />
      <FormTextField {...field} name="date_to" type="date" label={t`Letzter Tag`} />
      <FormTextField
        {...field}
        name="working_days"
        inputMode="numeric"
        // A year has at most 366 days; the period's own length is checked too.
        maxLength={3}
        label={t`Arbeitstage`}
        {...(daysDescription ? { description: daysDescription } : {})}
      />
    </>
  );
}
