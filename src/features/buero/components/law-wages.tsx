import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatEuros } from '@domain/rechnungen/money-text';
import {
  employmentLawMessages,
  type LawRecord,
} from '@domain/shared/employment-law/record-contract';
import { MINIMUM_WAGES, minimumWageOn } from '@domain/shared/employment-law/tables';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import { formatDate } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { type LawWrite, sendLawWrite, useLawAnswer, useLawWrite } from '../api/employment-law';
import { wageFormSchema } from '../lib/employment-law-forms';
import { FormTextField } from '@src/ui/form-text-field';

/*
 * The hourly wage with its history (issue 27): a raise is a new line from its
 * day, so the days before keep the wage they were paid at; a line below the
 * statutory minimum says so, with the minimum it falls below.
 */

type Wage = LawRecord['wages'][number];

/**
 * The first statutory minimum above the wage while its line is in force
 * (from its day to the next line's), or undefined: a wage that was enough
 * when entered can fall below a later minimum.
 */
export function minimumAbove(
  wage: Wage,
  next: string | undefined,
): { from: string; cents: number } | undefined {
  const atStart = minimumWageOn(wage.valid_from);
  if (atStart !== undefined && atStart > wage.cents_per_hour) {
    return { from: wage.valid_from, cents: atStart };
  }
  const later = MINIMUM_WAGES.find(
    (line) =>
      line.from > wage.valid_from &&
      (next === undefined || line.from < next) &&
      line.centsPerHour > wage.cents_per_hour,
  );
  return later ? { from: later.from, cents: later.centsPerHour } : undefined;
}

function WageForm({ staffId, month }: { staffId: number; month: string | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const onAnswer = useLawAnswer(staffId, month);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: wageFormSchema(locale),
    defaultValues: { valid_from: '', cents_per_hour: '' },
    submit: (body) => sendLawWrite(staffId, { kind: 'addWage', body }),
    onSuccess: async (record) => {
      form.reset({ valid_from: '', cents_per_hour: '' });
      await onAnswer(record);
    },
  });
  // Today in the agency's zone (en-CA writes yyyy-mm-dd): the minimum wage changes at its midnight.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(new Date());
  const minimum = minimumWageOn(today);
  const amount = minimum === undefined ? '' : formatEuros(minimum, locale);
  const hint = minimum === undefined ? undefined : t`Gesetzlicher Mindestlohn heute: ${amount}`;
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="law-form">
        <FormTextField
          messages={employmentLawMessages}
          control={control}
          name="valid_from"
          type="date"
          isRequired
          label={t`Gültig ab`}
          description={t`Ein Tag mit Lohn wird ersetzt.`}
        />
        <FormTextField
          messages={employmentLawMessages}
          control={control}
          name="cents_per_hour"
          inputMode="decimal"
          maxLength={12}
          isRequired
          label={t`Stundenlohn brutto (€)`}
          description={hint}
        />
        <div className="law-form__submit">
          <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
            <Trans>Lohn eintragen</Trans>
          </Button>
        </div>
      </div>
    </Form>
  );
}

/** The wage lines, newest first, each removable; and the form for a new one. */
export function LawWages({
  staffId,
  month,
  wages,
}: {
  staffId: number;
  month: string | undefined;
  wages: LawRecord['wages'];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const remove = useLawWrite(staffId, month);
  const oldestFirst = [...wages].sort((a, b) => a.valid_from.localeCompare(b.valid_from));
  const lines = oldestFirst
    .map((wage, index) => ({ wage, below: minimumAbove(wage, oldestFirst[index + 1]?.valid_from) }))
    .reverse();
  const send = (write: LawWrite) => remove.mutate(write);
  return (
    <section aria-labelledby={`${id}-title`} className="law-part">
      <h3 id={`${id}-title`}>
        <Trans>Stundenlohn</Trans>
      </h3>
      {lines.length === 0 ? (
        <p className="buero-muted">
          <Trans>Noch kein Lohn eingetragen: Minijob und Mindestlohn sagen „Lohn fehlt“.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Gültig ab</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>€ pro Stunde</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Aktion</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ wage, below }) => {
                const day = formatDate(wage.valid_from, locale);
                const minimum = below ? formatEuros(below.cents, locale) : '';
                const minimumFrom = below ? formatDate(below.from, locale) : '';
                return (
                  <tr key={wage.valid_from}>
                    <th scope="row">{day}</th>
                    <td className="buero-num">
                      {formatEuros(wage.cents_per_hour, locale)}
                      {below ? (
                        <span className="law-below">
                          <span aria-hidden="true">✕ </span>
                          <Trans>
                            unter dem Mindestlohn von {minimum} ab {minimumFrom}
                          </Trans>
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <Button
                        variant="link"
                        aria-label={t`Lohn ab ${day} entfernen`}
                        isDisabled={remove.isPending}
                        onPress={() => send({ kind: 'removeWage', validFrom: wage.valid_from })}
                      >
                        <Trans>Entfernen</Trans>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FailureAlert error={remove.error} />
      <WageForm staffId={staffId} month={month} />
    </section>
  );
}
