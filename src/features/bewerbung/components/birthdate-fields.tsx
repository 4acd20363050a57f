import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { PlainFieldProps } from '@src/ui/use-plain-form';
import {
  BIRTHDATE_PARTS,
  type BirthdatePart,
  type BirthdateParts,
  birthdateFromParts,
  partToCorrect,
  partsFromBirthdate,
} from '../lib/birthdate-parts';

type BirthdateFieldsProps = Omit<PlainFieldProps, 'name'> & { name?: string };

const AUTOCOMPLETE = { day: 'bday-day', month: 'bday-month', year: 'bday-year' } as const;

/**
 * The birth date as three fields, day, month and year (docs/product/screens.md,
 * Application step 1; ADR 0033), the pattern the GOV.UK design system gives for
 * dates people know: a fieldset whose legend names the date, a label on each
 * field, the number keypad on phones and the browser's birthday autofill. The
 * form holds yyyy-MM-dd as the server takes it; the shared schema judges it
 * (a real day, 18 to 100 years back in the agency's time zone) and its message
 * shows below the fields, which are all marked invalid with it.
 */
export function BirthdateFields({
  name = 'birthdate',
  value,
  onChange,
  errorMessage,
  inputRef,
}: BirthdateFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const [parts, setParts] = useState(() => partsFromBirthdate(value));
  // A value set from outside (a form reset) wins over what is typed here.
  if (birthdateFromParts(parts) !== value) setParts(partsFromBirthdate(value));
  const inputs = useRef(new Map<BirthdatePart, HTMLInputElement>());
  const label: Record<BirthdatePart, string> = { day: t`Tag`, month: t`Monat`, year: t`Jahr` };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const change = (part: BirthdatePart, text: string) => {
    const next: BirthdateParts = { ...parts, [part]: text };
    setParts(next);
    onChange(birthdateFromParts(next));
  };
  // The form focuses the field with the first error: here the part to correct.
  const register = (element: HTMLFieldSetElement | null) =>
    inputRef(element && { focus: () => inputs.current.get(partToCorrect(parts))?.focus() });

  return (
    <fieldset
      ref={register}
      className="bw-birthdate"
      aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="field__label">
        <Trans>Geburtsdatum</Trans>
        <span aria-hidden="true"> *</span>
      </legend>
      <span id={hintId} className="field__description">
        <Trans>Zum Beispiel 27 3 1990</Trans>
      </span>
      <div className="bw-birthdate__parts">
        {BIRTHDATE_PARTS.map((part) => (
          <div key={part} className={`field bw-birthdate__part bw-birthdate__part--${part}`}>
            <label htmlFor={`${id}-${part}`} className="field__label">
              {label[part]}
            </label>
            <input
              id={`${id}-${part}`}
              ref={(element) => {
                if (element) inputs.current.set(part, element);
                else inputs.current.delete(part);
              }}
              className="field__input"
              name={`${name}_${part}`}
              type="text"
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE[part]}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
              aria-required
              aria-invalid={errorMessage ? true : undefined}
            />
          </div>
        ))}
      </div>
      {errorMessage ? (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </fieldset>
  );
}
