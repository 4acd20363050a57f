import { useId } from 'react';
import type { PlainFieldProps } from '@src/ui/use-plain-form';

export type RadioGroupInputProps = PlainFieldProps & {
  legend: string;
  /**
   * `meaning` spells out a short code (language and experience levels): part of
   * the radio's accessible name always, shown beside the code where there is room.
   */
  options: readonly { value: string; label: string; meaning?: string }[];
  isRequired?: boolean;
  onBlur?: () => void;
};

/**
 * Native radios in a fieldset: arrow keys move the choice, the legend names the
 * group. Form-library free (step 1); step 2 binds it through RadioGroupField.
 */
export function RadioGroupInput(props: RadioGroupInputProps) {
  const { name, value, onChange, onBlur, errorMessage, inputRef } = props;
  const { legend, options, isRequired } = props;
  const id = useId();
  return (
    <fieldset
      className="bw-radios"
      aria-describedby={errorMessage ? `${id}-error` : undefined}
      aria-invalid={errorMessage ? true : undefined}
    >
      <legend className="field__label">
        {legend}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="bw-radios__options">
        {options.map((option, index) => (
          <label key={option.value} className="bw-radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              ref={index === 0 ? inputRef : undefined}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
            {option.meaning ? <span className="bw-radio__meaning"> {option.meaning}</span> : null}
          </label>
        ))}
      </div>
      {errorMessage ? (
        <span id={`${id}-error`} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </fieldset>
  );
}
