import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { hasWorkTime, type TimeEntryMinutes } from '@domain/shared/times/time';
import { totalWorkedMinutes } from '@domain/shared/times/shift-time';
import { staffKey, timeKey } from '../data/db';
import { saveStandardShift } from '../data/writes';
import { useLocale } from '@src/ui/use-locale';
import { useClearUndo } from '../hooks/use-clear-undo';
import { useHere } from '../hooks/use-flash';
import { useMissingFilter } from '../hooks/use-missing-filter';
import type { PairStaffData } from '../hooks/use-screen-data';
import { useTimesAround } from '../hooks/use-time-tracking-data';
import { isLocalDayLocked } from '../lib/coverage';
import { warningsByStaff } from '../lib/working-time';
import { ClosedPeriodNotice } from './closed-period-notice';
import { DayRow } from './day-row';
import { Hours } from './hours';
import { StandardShift } from './standard-shift';
import { UndoToast } from './undo-toast';

/** Rows built with their controls at once: more than a tablet's first screen. */
const EAGER_ROWS = 12;

type DayListProps = {
  messeId: number;
  customerId: number;
  day: string;
  /** The pair's staff and times (all days: this day's are shown) and what is unsent. */
  data: PairStaffData;
  /** The day picker, beside the day's summary from tablet width on (stundenerfassung.css). */
  picker?: ReactNode;
};

/**
 * The supervisor's work surface for one day: every assigned person with start,
 * end, break and total edited in place, the day's total, who still has no
 * time (and a filter to see only them), the standard shift for all of them
 * (docs/product/rules.md), and the undo of a cleared day.
 */
export function DayList({ messeId, customerId, day, data, picker }: DayListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = useHere();
  const [announcement, setAnnouncement] = useState('');
  const countLine = useRef<HTMLParagraphElement>(null);
  const applied = useRef(false);
  // Every person's days around this one on all pairs of the device (§ 5 ArbZG needs the day before).
  const around = useTimesAround(day);
  const { pair, staff, times, unsent } = data;
  const ofDay = times.filter((row) => row.day === day);
  const byStaff = new Map(ofDay.map((row) => [row.staffId, row]));
  const open = staff.filter((person) => !byStaff.has(person.staffId));
  const openUnlocked = open.filter((person) => !isLocalDayLocked(pair, person, day));
  const openCount = openUnlocked.length;
  const filter = useMissingFilter(
    `${messeId}/${customerId}/${day}`,
    open.map((person) => person.staffId),
  );
  const undo = useClearUndo({ messeId, customerId, day }, byStaff);
  // The standard shift's button goes away once nobody is left; focus goes to the count line
  // instead of falling to the page's start.
  useEffect(() => {
    if (!applied.current || openCount > 0) return;
    applied.current = false;
    if (document.activeElement === document.body) countLine.current?.focus();
  }, [openCount]);
  if (staff.length === 0) {
    return (
      <>
        {picker}
        <p>
          <Trans>Diesem Kunden ist kein Personal zugeordnet.</Trans>
        </p>
      </>
    );
  }
  const totalMinutes = totalWorkedMinutes(ofDay);
  const lawWarnings = warningsByStaff(around ?? [], day);
  const withTime = ofDay.filter(hasWorkTime).length;
  const dayLabel = formatDateWithWeekday(day, locale);
  const missing = open.length;
  const staffCount = staff.length;
  const shown = staff.filter((person) => filter.shows(person.staffId));

  const applyStandard = async (entry: TimeEntryMinutes) => {
    const written = await saveStandardShift({
      messeId,
      customerId,
      day,
      staffIds: openUnlocked.map((person) => person.staffId),
      entry,
    });
    applied.current = true;
    const count = written.length;
    setAnnouncement(t`Standardschicht für ${count} Personen eingetragen.`);
    return count;
  };

  return (
    <section className="tt-day" aria-label={t`Arbeitszeiten am ${dayLabel}`}>
      <div className="tt-day__top">
        {picker}
        <div className="tt-day__summary">
          <p className="tt-day__total">
            <Trans>Tagessumme:</Trans>{' '}
            <strong>
              <Hours minutes={totalMinutes} />
            </strong>{' '}
            <span className="tt-muted">
              <Trans>
                ({withTime} von {staffCount} mit Zeit)
              </Trans>
            </span>
          </p>
          <div className="tt-day__open">
            <p
              ref={countLine}
              tabIndex={-1}
              className={missing > 0 ? 'tt-missing' : 'tt-done'}
              data-testid="missing-count"
            >
              {missing > 0 ? (
                <>
                  <span aria-hidden="true">○ </span>
                  <Trans>Noch ohne Zeit: {missing}</Trans>
                </>
              ) : (
                <>
                  <span aria-hidden="true">✓ </span>
                  <Trans>Alle haben eine Zeit.</Trans>
                </>
              )}
            </p>
            {missing > 0 || filter.on ? (
              <label className="tt-toggle">
                <input
                  type="checkbox"
                  checked={filter.on}
                  onChange={(event) => filter.setOn(event.target.checked)}
                />
                <Trans>Nur ohne Zeit zeigen</Trans>
              </label>
            ) : null}
          </div>
          <StandardShift missing={openUnlocked.length} day={day} onApply={applyStandard} />
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      </div>
      <ClosedPeriodNotice messeId={messeId} customerId={customerId} day={day} />
      {shown.length > 0 ? (
        <ul className="tt-day__rows" aria-label={t`Personal am ${dayLabel}`}>
          {shown.map((person, index) => {
            const entry = byStaff.get(person.staffId);
            return (
              <DayRow
                key={person.key}
                messeId={messeId}
                customerId={customerId}
                day={day}
                person={person}
                entry={entry}
                locked={isLocalDayLocked(pair, person, day)}
                waiting={
                  unsent.has(timeKey(messeId, customerId, person.staffId, day)) ||
                  unsent.has(staffKey(messeId, customerId, person.staffId))
                }
                here={here}
                eager={index < EAGER_ROWS}
                warnings={lawWarnings.get(person.staffId)}
                onCleared={undo.onCleared}
              />
            );
          })}
        </ul>
      ) : null}
      <UndoToast toast={undo.toast} onClose={undo.closeToast} />
    </section>
  );
}
