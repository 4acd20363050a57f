import { Trans, useLingui } from '@lingui/react/macro';
import { KK_TYPES } from '@domain/shared/person-options';
import type { StammdatenControl } from '../lib/form-values';
import { formatBic, formatIban, formatRvNumber, formatTaxNumber } from '../lib/input-masks';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';

/** The payroll block, shown only with the contract flag (docs/product/screens.md, Master data). */
export function ContractBlock({ control }: { control: StammdatenControl }) {
  const { t } = useLingui();
  const kkLabel = { gesetzlich: t`gesetzlich`, privat: t`privat` } as const;
  return (
    <fieldset className="card sd-section">
      <legend className="sd-legend">
        <Trans>Vertragsdaten</Trans>
      </legend>
      <div className="sd-grid">
        <TextInput
          control={control}
          name="rv_number"
          label={t`Rentenversicherungsnummer`}
          description={t`Steht auf Ihrem Sozialversicherungsausweis und auf Schreiben der Rentenversicherung oder Krankenkasse, z. B. 12 345678 A 123.`}
          placeholder="## ###### @ ###"
          format={formatRvNumber}
          autoComplete="off"
        />
        <TextInput
          control={control}
          name="tax_number"
          label={t`Steuer-Identifikationsnummer`}
          description={t`11 Ziffern, steht auf Ihrer Lohnsteuerbescheinigung oder dem Steuerbescheid.`}
          format={formatTaxNumber}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectInput
          control={control}
          name="kk_type"
          label={t`Krankenversicherung`}
          placeholder={t`Bitte wählen`}
          options={KK_TYPES.map((type) => ({ value: type, label: kkLabel[type] }))}
        />
        <TextInput control={control} name="kk_name" label={t`Name der Krankenkasse`} />
        <TextInput control={control} name="kk_number" label={t`Versichertennummer`} />
        <TextInput
          control={control}
          name="bank_iban"
          label={t`IBAN`}
          format={formatIban}
          autoComplete="off"
          description={t`Nach dem Speichern zeigen wir Ihre IBAN nur teilweise (mit *). Ändern Sie sie nur, wenn sich Ihre Bankverbindung wirklich geändert hat.`}
        />
        <TextInput
          control={control}
          name="bank_bic"
          label={t`BIC`}
          format={formatBic}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
