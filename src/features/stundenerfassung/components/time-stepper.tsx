import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatClock, MINUTES_PER_DAY } from '@domain/shared/times/time';
import { shiftClock } from '@domain/shared/times/shift-time';
import { ClockPicker } from './clock-picker';

type TimeStepperProps = {
  /** Visible label above the value ("Ende"). */
  label: string;
  /** Whose value, for the accessible names ("Anna Albers"). */
  owner: string;
  value: number;
  format: 'clock' | 'minutes';
  min: number;
  max: number;
  /** `times` 15-minute steps up (1) or down (-1). */
  onStep: (direction: 1 | -1, times: number) => void;
  /** A value from the quick picker. */
  onPick: (minutes: number) => void;
  /** What the quick picker offers: common values first, the rest in a select. */
  choices: () => { common: readonly number[]; all: readonly number[] };
};

/**
 * A value with large − and + buttons (15 minutes a tap) and a quick picker
 * behind the value. For the keyboard the value is a spinbutton: arrows step
 * 15 minutes, Page Up/Down an hour, Enter opens the picker; the − and + stay
 * out of the tab order so a row is three stops, not nine.
 */
export function TimeStepper(props: TimeStepperProps) {
  const { label, owner, value, format, min, max, onStep, onPick, choices } = props;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const spin = useRef<HTMLDivElement>(null);
  // An end past midnight (a night shift) shows its clock time on the next day: "06:00 (+1)".
  const nextDay = format === 'clock' && value > MINUTES_PER_DAY;
  const clock = formatClock(shiftClock(value));
  const text = format !== 'clock' ? t`${value} Min.` : nextDay ? t`${clock} am Folgetag` : clock;
  const shown = nextDay ? `${clock} (+1)` : format === 'clock' ? clock : text;
  const name = t`${label} von ${owner}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, [1 | -1, number]> = {
      ArrowUp: [1, 1],
      ArrowRight: [1, 1],
      ArrowDown: [-1, 1],
      ArrowLeft: [-1, 1],
      PageUp: [1, 4],
      PageDown: [-1, 4],
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      onStep(step[0], step[1]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const close = () => {
    setOpen(false);
    spin.current?.focus();
  };

  return (
    <div className="tt-stepper">
      <span className="tt-stepper__label" aria-hidden="true">
        {label}
      </span>
      <div className="tt-stepper__controls">
        <button
          type="button"
          className="tt-step"
          tabIndex={-1}
          aria-label={t`${name}: 15 Minuten weniger`}
          disabled={value <= min}
          onClick={() => onStep(-1, 1)}
        >
          −
        </button>
        <div
          ref={spin}
          role="spinbutton"
          tabIndex={0}
          className="tt-stepper__value"
          aria-label={name}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={text}
          onKeyDown={onKeyDown}
          onClick={() => setOpen((current) => !current)}
        >
          {shown}
        </div>
        <button
          type="button"
          className="tt-step"
          tabIndex={-1}
          aria-label={t`${name}: 15 Minuten mehr`}
          disabled={value >= max}
          onClick={() => onStep(1, 1)}
        >
          +
        </button>
      </div>
      {open ? (
        <ClockPicker
          title={t`${name} wählen`}
          value={format === 'clock' ? shiftClock(value) : value}
          format={format}
          choices={choices()}
          onPick={(minutes) => {
            onPick(minutes);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
