import { useId, type ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useLocale } from '@src/ui/use-locale';
import type { Step2FormValues } from '../lib/step2-form';
import { errorText } from '@src/ui/field-error';

type CheckboxListFieldProps = {
  control: Control<Step2FormValues>;
  name: 'locations' | 'messen';
  legend: string;
  hint?: string;
  items: readonly { id: number; label: ReactNode }[];
  isRequired?: boolean;
};

/** A list of checkboxes that holds the chosen ids (as strings, like the wire's repeated fields). */
export function CheckboxListField(props: CheckboxListFieldProps) {
  const { control, name, legend, hint, items, isRequired } = props;
  const id = useId();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, locale);
        const chosen = new Set(field.value);
        const toggle = (value: string, on: boolean) =>
          field.onChange(on ? [...field.value, value] : field.value.filter((v) => v !== value));
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <fieldset className="bw-radios" aria-describedby={describedBy || undefined}>
            <legend className="field__label">
              {legend}
              {isRequired ? <span aria-hidden="true"> *</span> : null}
            </legend>
            {hint ? (
              <span id={`${id}-hint`} className="field__description">
                {hint}
              </span>
            ) : null}
            <div className={`bw-checks bw-checks--${name}`}>
              {items.map((item, index) => (
                <label key={item.id} className="bw-check">
                  <input
                    type="checkbox"
                    name={field.name}
                    value={item.id}
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.has(String(item.id))}
                    onChange={(event) => toggle(String(item.id), event.target.checked)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                  />
                  <span>{item.label}</span>
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
