import { useId, type ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '../../../ui/use-locale';
import { errorText } from './field-error';

type CheckFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  children: ReactNode;
  /** The values the form holds for on and off (numbers for step 1's JSON, strings for multipart). */
  on: 1 | '1';
  off: 0 | '0' | '';
  /** A switch (student, license, vehicle) or a plain checkbox (consent). */
  variant?: 'switch' | 'checkbox';
};

/** One on/off choice as a native checkbox; a switch is the same input with role=switch. */
export function CheckField<T extends FieldValues>(props: CheckFieldProps<T>) {
  const { control, name, children, on, off, variant = 'checkbox' } = props;
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
            <label className={`bw-check bw-check--${variant}`}>
              <input
                type="checkbox"
                role={variant === 'switch' ? 'switch' : undefined}
                ref={field.ref}
                name={field.name}
                checked={field.value === on}
                onChange={(event) => field.onChange(event.target.checked ? on : off)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <span>{children}</span>
            </label>
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
