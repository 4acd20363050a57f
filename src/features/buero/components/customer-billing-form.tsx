import './billing.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type CustomerBilling,
  customerBillingFormSchema,
  DEFAULT_PAYMENT_TERMS,
} from '@domain/rechnungen/billing-contract';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { billingWrites, useRefreshBilling } from '../api/billing';
import { BillingCheckbox, BillingSelect, BillingTextField, useSavedReset } from './billing-fields';

/**
 * A customer's billing data (issue 26): who the invoice goes to, where it is
 * mailed, its terms, a public-sector customer's Leitweg-ID, one line per
 * person or per day, the XRechnung attachment and the invoice's language.
 */
export function CustomerBillingForm(props: {
  customerId: number;
  customerName: string;
  billing: CustomerBilling | null;
}) {
  const { customerId, customerName, billing } = props;
  const { t } = useLingui();
  const refresh = useRefreshBilling();
  const [saved, setSaved] = useState(false);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: customerBillingFormSchema,
    defaultValues: {
      legal_name: billing?.legal_name ?? customerName,
      street: billing?.street ?? '',
      address_additional: billing?.address_additional ?? '',
      postcode: billing?.postcode ?? '',
      city: billing?.city ?? '',
      country_code: billing?.country_code ?? 'DE',
      vat_id: billing?.vat_id ?? '',
      invoice_email: billing?.invoice_email ?? '',
      payment_terms_days: String(billing?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS),
      leitweg_id: billing?.leitweg_id ?? '',
      line_arrangement: billing?.line_arrangement ?? 'person',
      send_xrechnung: billing?.send_xrechnung ?? false,
      language: billing?.language ?? 'de',
    },
    submit: (values) => billingWrites.customer(customerId, values),
    onSuccess: async () => {
      setSaved(true);
      await refresh();
    },
  });
  useSavedReset(form, setSaved);
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="billing-grid">
        <div className="billing-grid__wide">
          <BillingTextField
            control={control}
            name="legal_name"
            label={t`Firmierung (wie auf der Rechnung)`}
            isRequired
            autoComplete="organization"
          />
        </div>
        <div className="billing-grid__wide">
          <BillingTextField
            control={control}
            name="street"
            label={t`Straße und Hausnummer`}
            isRequired
          />
        </div>
        <div className="billing-grid__wide">
          <BillingTextField
            control={control}
            name="address_additional"
            label={t`Adresszusatz (optional)`}
          />
        </div>
        <BillingTextField control={control} name="postcode" label={t`PLZ`} isRequired />
        <BillingTextField control={control} name="city" label={t`Ort`} isRequired />
        <BillingTextField
          control={control}
          name="country_code"
          label={t`Land (Code)`}
          description={t`Zwei Buchstaben, z. B. DE.`}
          maxLength={2}
        />
        <BillingTextField
          control={control}
          name="vat_id"
          label={t`USt-IdNr. (optional)`}
          description={t`z. B. DE123456789`}
        />
        <div className="billing-grid__wide">
          <BillingTextField
            control={control}
            name="invoice_email"
            type="email"
            label={t`E-Mail für Rechnungen`}
            isRequired
          />
        </div>
        <BillingTextField
          control={control}
          name="payment_terms_days"
          inputMode="numeric"
          maxLength={3}
          label={t`Zahlungsziel (Tage)`}
          description={t`0 bis 365; 0: sofort fällig.`}
        />
        <BillingTextField
          control={control}
          name="leitweg_id"
          label={t`Leitweg-ID (optional)`}
          description={t`Nur öffentliche Auftraggeber, z. B. 991-33333TEST-33.`}
        />
        <BillingSelect
          control={control}
          name="line_arrangement"
          label={t`Rechnungspositionen`}
          options={[
            { value: 'person', label: t`Eine Position je Person` },
            { value: 'day', label: t`Eine Position je Tag` },
          ]}
        />
        <BillingSelect
          control={control}
          name="language"
          label={t`Sprache der Rechnung`}
          options={[
            { value: 'de', label: t`Deutsch` },
            { value: 'en', label: t`Englisch` },
          ]}
        />
        <div className="billing-grid__wide">
          <BillingCheckbox control={control} name="send_xrechnung">
            <Trans>XRechnung (XML) zusätzlich zum ZUGFeRD-PDF mailen</Trans>
          </BillingCheckbox>
        </div>
      </div>
      {/* Next to the button: the form is long, its top is scrolled away on a phone. */}
      {saved ? (
        <Alert tone="success">
          <Trans>Gespeichert.</Trans>
        </Alert>
      ) : null}
      <div className="buero-dialog__actions">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          <Trans>Rechnungsdaten speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}
