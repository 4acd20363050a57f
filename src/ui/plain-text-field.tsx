import './ui.css';
import { useId } from 'react';
import type { PlainFieldProps } from './use-plain-form';

type PlainTextFieldProps = PlainFieldProps & {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  /** A hint below the input (e.g. the expected format). */
  description?: string;
  isRequired?: boolean;
};

/**
 * A labelled native input with its error below, tied by aria-describedby; the
 * lightweight twin of TextField for the log-in path (no react-aria there).
 */
export function PlainTextField({
  label,
  name,
  value,
  onChange,
  errorMessage,
  inputRef,
  type = 'text',
  autoComplete,
  description,
  isRequired = false,
}: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__input"
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {description ? (
        <span id={descriptionId} className="field__description">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
