import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  employmentLawMessages,
  type LawRecord,
  lecturePeriodInputSchema,
} from '@domain/shared/employment-law/record-contract';
import { formatDateRange } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { sendLawWrite, useLawAnswer, useLawWrite } from '../api/employment-law';
import { FormTextField } from '@src/ui/form-text-field';

/*
 * A student's lecture periods (issue 27): in them at most 20 hours a week
 * count towards the student's status; outside them the weeks are free.
 */

function PeriodForm({ staffId, month }: { staffId: number; month: string | undefined }) {
  const { t } = useLingui();
  const onAnswer = useLawAnswer(staffId, month);
  const empty = { date_from: '', date_to: '' };
  const { control, onSubmit, failure, form } = useApiForm({
    schema: lecturePeriodInputSchema,
    defaultValues: empty,
    submit: (body) => sendLawWrite(staffId, { kind: 'addLecturePeriod', body }),
    onSuccess: async (record) => {
      form.reset(empty);
      await onAnswer(record);
    },
  });
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="law-form">
        <FormTextField
          messages={employmentLawMessages}
          control={control}
          name="date_from"
          type="date"
          isRequired
          label={t`Vorlesungszeit von`}
        />
        <FormTextField
          messages={employmentLawMessages}
          control={control}
          name="date_to"
          type="date"
          isRequired
          label={t`Vorlesungszeit bis`}
        />
        <div className="law-form__submit">
          <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
            <Trans>Vorlesungszeit hinzufügen</Trans>
          </Button>
        </div>
      </div>
    </Form>
  );
}

export function LawLecturePeriods({
  staffId,
  month,
  periods,
}: {
  staffId: number;
  month: string | undefined;
  periods: LawRecord['lecture_periods'];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const remove = useLawWrite(staffId, month);
  const sorted = [...periods].sort((a, b) => b.date_from.localeCompare(a.date_from));
  return (
    <section aria-labelledby={`${id}-title`} className="law-part">
      <h3 id={`${id}-title`}>
        <Trans>Vorlesungszeiten</Trans>
      </h3>
      <p className="buero-muted">
        <Trans>
          In der Vorlesungszeit höchstens 20 Stunden pro Woche; Wochen darüber zählen gegen 26 im
          Jahr.
        </Trans>
      </p>
      {sorted.length === 0 ? (
        <p className="buero-muted">
          <Trans>Keine Vorlesungszeit eingetragen.</Trans>
        </p>
      ) : (
        <ul className="buero-people">
          {sorted.map((period) => {
            const range = formatDateRange(period.date_from, period.date_to, locale);
            return (
              <li key={period.id}>
                <span>{range}</span>
                <Button
                  variant="link"
                  aria-label={t`Vorlesungszeit ${range} entfernen`}
                  isDisabled={remove.isPending}
                  onPress={() =>
                    remove.mutate({ kind: 'removeLecturePeriod', periodId: period.id })
                  }
                >
                  <Trans>Entfernen</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FailureAlert error={remove.error} />
      <PeriodForm staffId={staffId} month={month} />
    </section>
  );
}
