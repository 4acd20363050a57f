import { useId } from 'react';
import type { PlainFieldProps } from './use-plain-form';

export type SelectInputProps = PlainFieldProps & {
  label: string;
  /** The empty first choice ('Bitte wählen'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  onBlur?: () => void;
};

/**
 * A native select (the phone's own picker) with its label and error. Form-library
 * free, so a page without react-hook-form can use it; forms of that library bind it
 * through a Controller (application step 2, master data).
 */
export function SelectInput(props: SelectInputProps) {
  const { name, value, onChange, onBlur, errorMessage, inputRef } = props;
  const { label, placeholder, options, isRequired } = props;
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        ref={inputRef}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <span id={`${id}-error`} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
