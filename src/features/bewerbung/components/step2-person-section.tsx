import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import {
  countryOptions,
  type Gender,
  HEIGHT_OPTIONS,
  SHOE_SIZES,
  sizeOptions,
} from '@domain/shared/person-options';
import { FormTextField } from '@src/ui/form-text-field';
import { useLocale } from '@src/ui/use-locale';
import type { Step2FormValues } from '../lib/step2-form';
import { CheckField } from './check-field';
import { PhotoField } from './photo-field';
import { SelectField } from './select-field';
import { SizeChart } from './size-chart';

const asOptions = (values: readonly number[], unit = '') =>
  values.map((value) => ({ value: String(value), label: `${value}${unit}` }));

/** First wizard step, part 1: address, nationality, body and sizes, licence, photo. */
export function Step2PersonSection({
  control,
  gender,
}: {
  control: Control<Step2FormValues>;
  gender: Gender;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const countries = useMemo(
    () => countryOptions(locale).map(({ code, name }) => ({ value: code, label: name })),
    [locale],
  );
  const sizes = sizeOptions(gender);
  return (
    <>
      <section className="bw-section" aria-labelledby="bw-address">
        <h2 id="bw-address">
          <Trans>Adresse</Trans>
        </h2>
        <FormTextField
          control={control}
          name="street"
          label={t`Straße und Hausnummer *`}
          isRequired
          autoComplete="street-address"
        />
        <div className="bw-row">
          <FormTextField
            control={control}
            name="zipcode"
            label={t`PLZ *`}
            isRequired
            autoComplete="postal-code"
          />
          <FormTextField
            control={control}
            name="city"
            label={t`Ort *`}
            isRequired
            autoComplete="address-level2"
          />
        </div>
        <SelectField
          control={control}
          name="nationality"
          label={t`Staatsangehörigkeit`}
          placeholder={t`Bitte wählen`}
          options={countries}
          isRequired
        />
      </section>
      <section className="bw-section" aria-labelledby="bw-body">
        <h2 id="bw-body">
          <Trans>Größen</Trans>
        </h2>
        <div className="bw-row">
          <SelectField
            control={control}
            name="height"
            label={t`Körpergröße (cm)`}
            placeholder={t`Bitte wählen`}
            options={asOptions(HEIGHT_OPTIONS)}
            isRequired
          />
          <SelectField
            control={control}
            name="size_shoe"
            label={t`Schuhgröße`}
            placeholder={t`Bitte wählen`}
            options={asOptions(SHOE_SIZES)}
            isRequired
          />
        </div>
        <div className="bw-row">
          <SelectField
            control={control}
            name="size_top"
            label={t`Konfektionsgröße oben`}
            placeholder={t`Bitte wählen`}
            options={asOptions(sizes.top)}
            isRequired
          />
          <SelectField
            control={control}
            name="size_bottom"
            label={t`Konfektionsgröße unten`}
            placeholder={t`Bitte wählen`}
            options={asOptions(sizes.bottom)}
            isRequired
          />
        </div>
        <SizeChart gender={gender} />
      </section>
      <section className="bw-section" aria-labelledby="bw-mobility">
        <h2 id="bw-mobility">
          <Trans>Führerschein und Foto</Trans>
        </h2>
        <CheckField control={control} name="license" on="1" off="0" variant="switch">
          <Trans>Ich habe einen Führerschein</Trans>
        </CheckField>
        <CheckField control={control} name="vehicle" on="1" off="0" variant="switch">
          <Trans>Ich habe ein eigenes Fahrzeug</Trans>
        </CheckField>
        <PhotoField control={control} />
      </section>
    </>
  );
}
