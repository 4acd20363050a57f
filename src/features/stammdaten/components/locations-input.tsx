import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { StammdatenLocation } from '@domain/stammdaten/stammdaten';
import { useLocale } from '@src/ui/use-locale';
import type { StammdatenControl } from '../lib/form-values';
import { errorText } from '@src/ui/field-error';

/** The locations as checkboxes; at least one (the schema says so, the error sits below). */
export function LocationsInput({
  control,
  locations,
}: {
  control: StammdatenControl;
  locations: readonly StammdatenLocation[];
}) {
  const id = useId();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name="locations"
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, locale);
        const toggle = (locationId: number, checked: boolean) =>
          field.onChange(
            checked
              ? [...field.value, locationId]
              : field.value.filter((value) => value !== locationId),
          );
        return (
          <fieldset
            className="sd-group"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            <legend className="field__label">
              <Trans>Einsatzorte</Trans>
            </legend>
            <span id={`${id}-hint`} className="field__description">
              <Trans>Wählen Sie mindestens einen Ort, an dem Sie arbeiten möchten.</Trans>
            </span>
            <div className="sd-checks">
              {locations.map((location, index) => (
                <label key={location.id} className="sd-check">
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    name={field.name}
                    value={location.id}
                    checked={field.value.includes(location.id)}
                    onChange={(event) => toggle(location.id, event.target.checked)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                  />
                  {location.name}
                </label>
              ))}
            </div>
            {error ? (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
