import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  BREAK_CHOICES,
  clockChoices,
  DEFAULT_TIME_ENTRY,
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  type TimeEntryMinutes,
} from '@domain/shared/times/time';
import { shiftClock, workedMinutes } from '@domain/shared/times/shift-time';
import { isShiftTooLong, stepShiftEntry, withShiftClock } from '@domain/shared/times/shift-entry';
import { MAX_CROSSING_SHIFT_MINUTES } from '@domain/shared/times/shift-validation';
import { Hours } from './hours';
import { TimeStepper } from './time-stepper';

type StandardShiftProps = {
  /** How many people of the day have no time row (and are not locked). */
  missing: number;
  /** The day the shift is for: its hours are that night's real time. */
  day: string;
  /** Writes the shift for all of them; resolves to how many got it. */
  onApply: (entry: TimeEntryMinutes) => Promise<number>;
};

type Field = keyof TimeEntryMinutes;

/**
 * 'Standard shift for everyone without a time': a button that opens the three
 * values (09:00–18:00, 30 min, changeable), focus on 'apply', so the whole
 * day is two taps or three keys. Cleared days and signed sheets are skipped.
 */
export function StandardShift({ missing, day, onApply }: StandardShiftProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [entry, setEntry] = useState<TimeEntryMinutes>({
    time_start: DEFAULT_TIME_ENTRY.timeStart,
    time_end: DEFAULT_TIME_ENTRY.timeEnd,
    time_break: DEFAULT_TIME_ENTRY.timeBreak,
  });
  const apply = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) apply.current?.focus();
  }, [open]);

  if (missing === 0 && !open) return null;

  const stepper = (field: Field, label: string) => {
    const isBreak = field === 'time_break';
    const max = isBreak
      ? Math.min(MAX_BREAK_MINUTES, entry.time_end - entry.time_start)
      : field === 'time_end'
        ? Math.max(MINUTES_PER_DAY, entry.time_start + MAX_CROSSING_SHIFT_MINUTES)
        : MINUTES_PER_DAY;
    return (
      <TimeStepper
        label={label}
        owner={t`Standardschicht`}
        value={entry[field]}
        format={isBreak ? 'minutes' : 'clock'}
        min={0}
        max={max}
        onStep={(direction, times) =>
          setEntry((current) => {
            let next = current;
            for (let i = 0; i < times; i += 1) next = stepShiftEntry(next, field, direction);
            return next;
          })
        }
        onPick={(minutes) =>
          setEntry((current) => {
            if (isBreak) return { ...current, time_break: minutes };
            // An end before the start lies on the next day; past 16 hours the pick is not taken.
            const next = withShiftClock(current, field, minutes);
            return isShiftTooLong(next) ? current : next;
          })
        }
        choices={() =>
          isBreak
            ? { common: BREAK_CHOICES.filter((m) => m <= max), all: [] }
            : clockChoices(shiftClock(entry[field]))
        }
      />
    );
  };

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onApply(entry);
      setOpen(false);
    } finally {
      setBusy(false);
      toggle.current?.focus();
    }
  };

  return (
    <div className="tt-standard">
      <button
        ref={toggle}
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls="tt-standard-panel"
        onClick={() => setOpen((current) => !current)}
      >
        <Trans>Standardschicht für alle ohne Zeit ({missing})</Trans>
      </button>
      {open ? (
        <div
          id="tt-standard-panel"
          className="tt-standard__panel"
          role="group"
          aria-label={t`Standardschicht`}
        >
          <div className="tt-standard__values">
            {stepper('time_start', t`Beginn`)}
            {stepper('time_end', t`Ende`)}
            {stepper('time_break', t`Pause`)}
            <p className="tt-day-row__total">
              <span className="tt-stepper__label">
                <Trans>Gesamt</Trans>
              </span>
              <strong>
                <Hours minutes={workedMinutes({ ...entry, day })} />
              </strong>
            </p>
          </div>
          <div className="tt-actions">
            <button
              ref={apply}
              type="button"
              className="button button--primary"
              disabled={busy || missing === 0}
              onClick={() => void run()}
            >
              <Trans>Für {missing} Personen eintragen</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              <Trans>Abbrechen</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
