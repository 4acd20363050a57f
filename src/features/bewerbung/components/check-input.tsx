import { useId, type ReactNode } from 'react';
import type { PlainFieldProps } from '@src/ui/use-plain-form';

export type CheckInputProps = Omit<PlainFieldProps, 'value' | 'onChange'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  children: ReactNode;
  /** A switch (student, license, vehicle) or a plain checkbox (consent). */
  variant?: 'switch' | 'checkbox';
};

/**
 * One on/off choice as a native checkbox; a switch is the same input with
 * role=switch. Form-library free (step 1); step 2 binds it through CheckField.
 */
export function CheckInput(props: CheckInputProps) {
  const { name, checked, onChange, onBlur, errorMessage, inputRef } = props;
  const { children, variant = 'checkbox' } = props;
  const id = useId();
  return (
    <div className="field">
      <label className={`bw-check bw-check--${variant}`}>
        <input
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          ref={inputRef}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {errorMessage ? (
        <span id={`${id}-error`} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
