import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '../../../ui/use-locale';
import { errorText } from './field-error';

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The empty first choice ('Bitte wählen'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
};

/** A native select (the phone's own picker) with its label and error, bound to the form. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control, name, label, placeholder, options, isRequired } = props;
  const id = useId();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, locale);
        return (
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {label}
              {isRequired ? <span aria-hidden="true"> *</span> : null}
            </label>
            <select
              id={id}
              ref={field.ref}
              name={field.name}
              className="field__input"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              required={isRequired}
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
