import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { validationMessage } from '../../../../domain/validation-messages';
import { useLocale } from '../../../ui/use-locale';
import type { StammdatenControl } from '../lib/form-values';

type SelectFields = 'birth_country' | 'size_top' | 'size_bottom' | 'job' | 'kk_type';

type SelectInputProps = {
  control: StammdatenControl;
  name: SelectFields;
  label: string;
  /** The empty first choice ('Bitte wählen …'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

/** A native select (best on phones) with its label and error, bound to the form. */
export function SelectInput({ control, name, label, placeholder, options }: SelectInputProps) {
  const id = useId();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message
          ? validationMessage(fieldState.error.message, locale)
          : undefined;
        return (
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              className="field__input"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error ? (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </div>
        );
      }}
    />
  );
}
