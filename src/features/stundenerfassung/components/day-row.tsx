import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BREAK_CHOICES,
  clockChoices,
  DEFAULT_TIME_ENTRY,
  hasWorkTime,
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  NO_WORK_TIME,
  type DayTimeEntry,
  type TimeEntryMinutes,
} from '@domain/shared/times/time';
import { isShiftTooLong, stepShiftEntry, withShiftClock } from '@domain/shared/times/shift-entry';
import { MAX_CROSSING_SHIFT_MINUTES } from '@domain/shared/times/shift-validation';
import { shiftClock } from '@domain/shared/times/shift-time';
import { workedMinutes } from '@domain/shared/times/shift-time';
import type { StaffRow, TimeRow } from '../data/db';
import { saveTimeEntry, SheetSignedError } from '../data/writes';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { formatTimeRange } from '../lib/format';
import { BreakMinutes, Hours } from './hours';
import { TimeStepper } from './time-stepper';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { WorkingTimeWarning } from '@domain/shared/times/working-time-law';
import { warningsKey } from '../lib/working-time';
import { WorkingTimeWarnings } from './working-time-warnings';
import type { ClearedDay } from '../hooks/use-clear-undo';

export type DayRowProps = {
  messeId: number;
  customerId: number;
  day: string;
  person: StaffRow;
  /** The person's row of the day; undefined: no time yet. */
  entry: TimeRow | undefined;
  locked: boolean;
  /** The row's change still waits in the outbox. */
  waiting: boolean;
  /** Where the Stundenzettel button returns to. */
  here: string;
  /** Build the controls at once (the first rows); the others when they come near the screen. */
  eager: boolean;
  /** The working-time law's warnings of the person on this day (none: undefined). */
  warnings?: readonly WorkingTimeWarning[];
  /** 'Leeren' was stored on this device; the entry before it, for the undo. Must be stable. */
  onCleared: (cleared: ClearedDay) => void;
};

type Field = keyof TimeEntryMinutes;

const sameEntry = (a: DayTimeEntry | TimeRow, b: DayTimeEntry | TimeRow) =>
  a.time_start === b.time_start && a.time_end === b.time_end && a.time_break === b.time_break;

const STANDARD: TimeEntryMinutes = {
  time_start: DEFAULT_TIME_ENTRY.timeStart,
  time_end: DEFAULT_TIME_ENTRY.timeEnd,
  time_break: DEFAULT_TIME_ENTRY.timeBreak,
};

/**
 * One person of the day, edited in place: every change is written to this
 * device at once (row + outbox), so the row never leaves the screen and keeps
 * focus. Until Dexie answers, the row shows the value just written, so quick
 * taps build on each other instead of on a stale value.
 */
export const DayRow = memo(DayRowView, sameRow);

/**
 * Dexie answers every query with new objects, so after one write all 300 rows
 * would render again; a row renders only when what it shows changed.
 */
function sameRow(a: DayRowProps, b: DayRowProps): boolean {
  return (
    a.messeId === b.messeId &&
    a.customerId === b.customerId &&
    a.day === b.day &&
    a.locked === b.locked &&
    a.waiting === b.waiting &&
    a.here === b.here &&
    a.eager === b.eager &&
    a.onCleared === b.onCleared &&
    a.person.key === b.person.key &&
    a.person.name === b.person.name &&
    a.person.signed === b.person.signed &&
    warningsKey(a.warnings) === warningsKey(b.warnings) &&
    (a.entry === b.entry || (!!a.entry && !!b.entry && sameEntry(a.entry, b.entry)))
  );
}

function DayRowView(props: DayRowProps) {
  const { messeId, customerId, day, person, entry, locked, waiting, here, eager, warnings } = props;
  const { onCleared } = props;
  const { t } = useLingui();
  const { near, ref, reveal } = useNearViewport(eager);
  const locale = useLocale();
  const [draft, setDraft] = useState<DayTimeEntry | null>(null);
  const [failure, setFailure] = useState<'signed' | 'failed' | 'too_long' | null>(null);
  // The written value arrived from Dexie: the row shows the stored one again.
  if (draft && entry && sameEntry(draft, entry)) setDraft(null);

  const shown: DayTimeEntry | TimeRow | undefined = draft ?? entry;
  const name = person.name;

  /** Shows `next` at once and stores it; resolves to whether the device took it. */
  const save = (next: DayTimeEntry): Promise<boolean> => {
    setDraft(next);
    setFailure(null);
    return saveTimeEntry({ messeId, customerId, staffId: person.staffId, day, entry: next }).then(
      () => true,
      (error: unknown) => {
        setDraft(null);
        setFailure(error instanceof SheetSignedError ? 'signed' : 'failed');
        return false;
      },
    );
  };

  const timed = shown && hasWorkTime(shown) ? shown : null;
  const status = locked ? 'locked' : !shown ? 'missing' : timed ? 'timed' : 'cleared';

  const stepper = (field: Field, label: string, entryNow: TimeEntryMinutes) => {
    const isBreak = field === 'time_break';
    const max = isBreak
      ? Math.min(MAX_BREAK_MINUTES, entryNow.time_end - entryNow.time_start)
      : field === 'time_end'
        ? Math.max(MINUTES_PER_DAY, entryNow.time_start + MAX_CROSSING_SHIFT_MINUTES)
        : MINUTES_PER_DAY;
    return (
      <TimeStepper
        label={label}
        owner={name}
        value={entryNow[field]}
        format={isBreak ? 'minutes' : 'clock'}
        min={0}
        max={max}
        onStep={(direction, times) => {
          let next = entryNow;
          for (let i = 0; i < times; i += 1) next = stepShiftEntry(next, field, direction);
          void save(next);
        }}
        onPick={(minutes) => {
          if (isBreak) return void save({ ...entryNow, time_break: minutes });
          // A clock before the start is the next day's (22:00 → 06:00 (+1)); a slip such as
          // 08:00 → 07:00 would be 23 hours and is refused with the 16-hour rule's words.
          const next = withShiftClock(entryNow, field, minutes);
          if (isShiftTooLong(next)) setFailure('too_long');
          else void save(next);
        }}
        choices={() =>
          isBreak
            ? { common: BREAK_CHOICES.filter((m) => m <= max), all: [] }
            : clockChoices(shiftClock(entryNow[field]))
        }
      />
    );
  };
  const standardRange = formatTimeRange(STANDARD);
  return (
    <li
      ref={ref}
      className={`tt-day-row tt-day-row--${status}`}
      data-testid="day-row"
      onFocus={reveal}
    >
      <div className="tt-day-row__head">
        <Link
          className="tt-day-row__name"
          data-row-name={person.staffId}
          to={timeTrackingPaths.staffOverview(locale, messeId, customerId, person.staffId)}
          aria-label={t`${name}: alle Tage`}
        >
          {name}
        </Link>
        {status === 'missing' ? (
          <span className="tt-missing">
            <span aria-hidden="true">○ </span>
            <Trans>Noch ohne Zeit</Trans>
          </span>
        ) : null}
        {status === 'cleared' ? (
          <span className="tt-cleared">
            <Trans>Keine Arbeitszeit</Trans>
          </span>
        ) : null}
        {person.signed ? (
          <span className="tt-signed">
            <Trans>Unterschrieben</Trans>
          </span>
        ) : null}
        {waiting ? (
          <span className="tt-pending">
            <Trans>nur auf diesem Gerät</Trans>
          </span>
        ) : null}
      </div>
      <div className="tt-day-row__body">
        {status === 'timed' && timed && !near ? (
          <p className="tt-day-row__readonly">
            {formatTimeRange(timed)} · <BreakMinutes minutes={timed.time_break} /> ·{' '}
            <strong>
              <Hours minutes={workedMinutes({ ...timed, day })} />
            </strong>
          </p>
        ) : status === 'locked' ? (
          <p className="tt-day-row__readonly">
            {timed ? (
              <>
                {formatTimeRange(timed)} · <BreakMinutes minutes={timed.time_break} /> ·{' '}
                <strong>
                  <Hours minutes={workedMinutes({ ...timed, day })} />
                </strong>
              </>
            ) : (
              <span aria-label={t`Keine Zeit`}>–</span>
            )}{' '}
            <span className="tt-muted">
              <Trans>Stundenzettel unterschrieben – nur lesen</Trans>
            </span>
          </p>
        ) : timed ? (
          <>
            {stepper('time_start', t`Beginn`, timed)}
            {stepper('time_end', t`Ende`, timed)}
            {stepper('time_break', t`Pause`, timed)}
            <p className="tt-day-row__total">
              <span className="tt-stepper__label">
                <Trans>Gesamt</Trans>
              </span>
              <strong>
                <Hours minutes={workedMinutes({ ...timed, day })} />
              </strong>
            </p>
            <button
              type="button"
              className="button button--secondary tt-day-row__clear"
              aria-label={t`Tag von ${name} leeren (keine Arbeitszeit)`}
              onClick={() => {
                // The exact entry shown (a step not yet back from Dexie included), for the undo.
                const previous = {
                  time_start: timed.time_start,
                  time_end: timed.time_end,
                  time_break: timed.time_break,
                };
                void save(NO_WORK_TIME).then((saved) => {
                  if (saved) onCleared({ staffId: person.staffId, name, previous });
                });
              }}
            >
              <Trans>Leeren</Trans>
            </button>
          </>
        ) : (
          <>
            <p className="tt-day-row__none" aria-hidden="true">
              –
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t`Für ${name} ${standardRange} eintragen`}
              onClick={() => void save(STANDARD)}
            >
              <Trans>{standardRange} eintragen</Trans>
            </button>
          </>
        )}
        {!person.signed ? (
          <Link
            className="tt-small-link tt-day-row__sheet"
            to={timeTrackingPaths.staffSheet(locale, messeId, customerId, person.staffId)}
            state={{ back: here }}
            aria-label={t`Stundenzettel von ${name}`}
          >
            <Trans>Stundenzettel</Trans>
          </Link>
        ) : null}
      </div>
      {warnings && warnings.length > 0 ? <WorkingTimeWarnings warnings={warnings} /> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure === 'signed' ? (
            <Trans>Stundenzettel bereits unterschrieben</Trans>
          ) : failure === 'too_long' ? (
            <Trans>
              Eine Schicht über Mitternacht dauert höchstens 16 Stunden. Bitte Beginn und Ende
              prüfen.
            </Trans>
          ) : (
            <Trans>Die Zeit konnte auf diesem Gerät nicht gespeichert werden.</Trans>
          )}
        </p>
      ) : null}
    </li>
  );
}
