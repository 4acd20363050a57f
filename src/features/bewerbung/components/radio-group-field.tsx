import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '../../../ui/use-locale';
import { errorText } from './field-error';

type RadioGroupFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string; title?: string }[];
  isRequired?: boolean;
};

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroupField<T extends FieldValues>(props: RadioGroupFieldProps<T>) {
  const { control, name, legend, options, isRequired } = props;
  const id = useId();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, locale);
        return (
          <fieldset
            className="bw-radios"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="field__label">
              {legend}
              {isRequired ? <span aria-hidden="true"> *</span> : null}
            </legend>
            <div className="bw-radios__options">
              {options.map((option, index) => (
                <label key={option.value} className="bw-radio" title={option.title}>
                  <input
                    type="radio"
                    name={field.name}
                    value={option.value}
                    ref={index === 0 ? field.ref : undefined}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    onBlur={field.onBlur}
                  />
                  <span>{option.label}</span>
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
