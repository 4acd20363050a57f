import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { formatClock } from '@domain/shared/times/time';

type ClockPickerProps = {
  title: string;
  value: number;
  format: 'clock' | 'minutes';
  choices: { common: readonly number[]; all: readonly number[] };
  onPick: (minutes: number) => void;
  onClose: () => void;
};

/**
 * The quick picker under a value: the common times as large buttons (one tap),
 * every other 15-minute slot in a select below, Escape closes.
 */
export function ClockPicker({ title, value, format, choices, onPick, onClose }: ClockPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const current = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => (current.current ?? first.current)?.focus(), []);
  const show = (minutes: number) =>
    format === 'clock' ? formatClock(minutes) : t`${minutes} Min.`;
  return (
    <div
      className="tt-picker"
      role="dialog"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="tt-picker__common">
        {choices.common.map((minutes, index) => (
          <button
            key={minutes}
            ref={minutes === value ? current : index === 0 ? first : undefined}
            type="button"
            className={`tt-picker__choice${minutes === value ? ' tt-picker__choice--current' : ''}`}
            aria-pressed={minutes === value}
            onClick={() => onPick(minutes)}
          >
            {show(minutes)}
          </button>
        ))}
      </div>
      {choices.all.length > 0 ? (
        <div className="tt-picker__more">
          <label htmlFor={id}>
            <Trans>Andere Zeit</Trans>
          </label>
          <select
            id={id}
            className="tt-select"
            value=""
            onChange={(event) => onPick(Number(event.target.value))}
          >
            <option value="" disabled>
              –
            </option>
            {choices.all.map((minutes) => (
              <option key={minutes} value={minutes}>
                {show(minutes)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="button" className="button button--link" onClick={onClose}>
        <Trans>Schließen</Trans>
      </button>
    </div>
  );
}
