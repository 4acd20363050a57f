import { useId } from 'react';
import { formatClock } from '@domain/shared/times/time';

type TimeSelectProps = {
  label: string;
  value: number;
  /** Minutes offered, in order. */
  options: readonly number[];
  onChange: (minutes: number) => void;
  /** 'clock' shows 09:15, 'minutes' shows "30 min". */
  format: 'clock' | 'minutes';
  minutesUnit?: string;
  errorMessage?: string | undefined;
  /** Already translated line under the select, e.g. that the form moved this value. */
  note?: string | undefined;
  isDisabled?: boolean;
};

/**
 * A native select of 15-minute slots: on a tablet it opens the device's own
 * picker wheel, which is large, familiar and needs no typing in a noisy hall.
 */
export function TimeSelect({
  label,
  value,
  options,
  onChange,
  format,
  minutesUnit = 'min',
  errorMessage,
  note,
  isDisabled = false,
}: TimeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [note ? noteId : '', errorMessage ? errorId : ''].join(' ').trim();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="tt-select"
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((minutes) => (
          <option key={minutes} value={minutes}>
            {format === 'clock' ? formatClock(minutes) : `${minutes} ${minutesUnit}`}
          </option>
        ))}
      </select>
      {note ? (
        <p id={noteId} className="tt-adjusted">
          {note}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className="field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
