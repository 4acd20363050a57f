import './billing.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  type PairRateAnswer,
  pairRateFormSchema,
  SURCHARGE_PERCENT_MAX,
  timeOfDayText,
} from '@domain/rechnungen/billing-contract';
import { centsToInput, formatEuros } from '@domain/rechnungen/money-text';
import type { Locale } from '@domain/shared/locale';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { billingWrites, usePairRate, useRefreshBilling } from '../api/billing';
import { BillingTextField, useSavedReset } from './billing-fields';

function RateForm({ data, locale }: { data: PairRateAnswer; locale: Locale }) {
  const { t } = useLingui();
  const refresh = useRefreshBilling();
  const [saved, setSaved] = useState(false);
  const { rate, people } = data;
  const own = new Map(rate?.person_rates.map((person) => [person.staff_id, person]) ?? []);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: pairRateFormSchema(locale),
    defaultValues: {
      hourly_net_cents: rate ? centsToInput(rate.hourly_net_cents, locale) : '',
      sunday_percent: String(rate?.sunday_percent ?? 0),
      holiday_percent: String(rate?.holiday_percent ?? 0),
      night_percent: String(rate?.night_percent ?? 0),
      night_from: timeOfDayText(rate?.night_from ?? null),
      night_to: timeOfDayText(rate?.night_to ?? null),
      person_rates: people.map((person) => {
        const cents = own.get(person.staff_id)?.hourly_net_cents;
        return {
          staff_id: person.staff_id,
          hourly_net_cents: cents === undefined ? '' : centsToInput(cents, locale),
        };
      }),
    },
    submit: (values) => billingWrites.pair(data.messe_id, data.customer_id, values),
    onSuccess: async () => {
      setSaved(true);
      await refresh();
    },
  });
  useSavedReset(form, setSaved);
  const percentMax = SURCHARGE_PERCENT_MAX;
  const example = centsToInput(3275, locale);
  const percentHint = t`Ganze Prozent, 0 bis ${percentMax}; 0: kein Zuschlag.`;
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="billing-grid">
        <div className="billing-grid__wide">
          <BillingTextField
            control={control}
            name="hourly_net_cents"
            inputMode="decimal"
            maxLength={16}
            isRequired
            label={t`Stundensatz netto (€)`}
            description={t`z. B. ${example}`}
          />
        </div>
        <BillingTextField
          control={control}
          name="sunday_percent"
          inputMode="numeric"
          maxLength={4}
          label={t`Sonntagszuschlag (%)`}
          description={percentHint}
        />
        <BillingTextField
          control={control}
          name="holiday_percent"
          inputMode="numeric"
          maxLength={4}
          label={t`Feiertagszuschlag (%)`}
          description={percentHint}
        />
        <BillingTextField
          control={control}
          name="night_percent"
          inputMode="numeric"
          maxLength={4}
          label={t`Nachtzuschlag (%)`}
          description={percentHint}
        />
        <div />
        <BillingTextField
          control={control}
          name="night_from"
          maxLength={5}
          label={t`Nacht ab (Uhrzeit)`}
          description={t`Leer: 23:00 bis 06:00.`}
        />
        <BillingTextField
          control={control}
          name="night_to"
          maxLength={5}
          label={t`Nacht bis (Uhrzeit)`}
        />
      </div>
      <h3>
        <Trans>Eigene Sätze einzelner Personen</Trans>
      </h3>
      {people.length === 0 ? (
        <p className="buero-muted">
          <Trans>Dem Einsatz ist noch niemand zugeordnet.</Trans>
        </p>
      ) : (
        <ul className="billing-people billing-grid">
          {people.map((person, index) => {
            const name = person.name;
            return (
              <li key={person.staff_id}>
                <BillingTextField
                  control={control}
                  name={`person_rates.${index}.hourly_net_cents`}
                  inputMode="decimal"
                  maxLength={16}
                  label={t`${name}: Stundensatz netto (€)`}
                  description={t`Leer: der Satz des Einsatzes.`}
                />
              </li>
            );
          })}
        </ul>
      )}
      {/* Next to the button: the form is long, its top is scrolled away on a phone. */}
      {saved ? (
        <Alert tone="success">
          <Trans>Gespeichert.</Trans>
        </Alert>
      ) : null}
      <div className="buero-dialog__actions">
        <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
          <Trans>Stundensatz speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}

/**
 * What the pair is billed at (issue 26): the net hourly rate, the Sunday,
 * holiday and night surcharges with the night window, and people's own rates.
 * Without a rate no invoice of the pair can be issued.
 */
export function PairRate({ messeId, customerId }: { messeId: number; customerId: number }) {
  const id = useId();
  const locale = useLocale();
  const data = usePairRate(messeId, customerId);
  const rate = data.data?.rate;
  const amount = rate ? formatEuros(rate.hourly_net_cents, locale) : '';
  return (
    <section className="buero-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Stundensatz</Trans>
      </h2>
      {data.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : data.isError ? (
        <p role="alert">
          <Trans>Der Stundensatz konnte nicht geladen werden.</Trans>
        </p>
      ) : (
        <>
          {rate ? (
            <p>
              <Trans>Abgerechnet werden {amount} netto je Stunde.</Trans>
            </p>
          ) : (
            <p className="buero-muted">
              <Trans>
                Noch kein Stundensatz: ohne ihn kann der Einsatz nicht abgerechnet werden.
              </Trans>
            </p>
          )}
          <RateForm key={locale} data={data.data} locale={locale} />
        </>
      )}
    </section>
  );
}
