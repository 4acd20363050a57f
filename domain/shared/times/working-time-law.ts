import { isSunday } from './calendar-days';
import type { FederalState } from '@domain/shared/federal-states';
import { publicHolidayOn, type PublicHolidayName } from '@domain/shared/public-holidays';
import {
  minutesBetween,
  workingDays,
  type WorkingDay,
  type WorkingTimeEntry,
} from './working-days';

export { MIN_BREAK_PIECE_MINUTES, type WorkingTimeEntry } from './working-days';

/*
 * Warnings of the Arbeitszeitgesetz (ArbZG) on one person's working days
 * (docs/product/working-time-law.md). One rule set for the supervisor's time
 * form, the office's review and the exports. The rules warn, they never block:
 * the sheet records what was worked.
 *
 * A shift belongs to the day it starts on and may cross midnight
 * (domain/shared/times/shift-time.ts: end past 1440 lies on the next day). Work time
 * follows § 2 (1) ArbZG, "die Zeit vom Beginn bis zum Ende der Arbeit ohne
 * die Ruhepausen": real elapsed time − break, summer time included. The rules
 * read working days (domain/shared/times/working-days.ts): § 3 counts the 24 hours from
 * the start of a working day's work, a night shift's hours after midnight and
 * an earlier start of the next working day included; § 4
 * its breaks; § 5 the rest between the end of one working day's work and the
 * start of the next, not between calendar days.
 */

/** § 4: more than 6 hours of work need a 30-minute break ("mehr als sechs bis zu neun Stunden"). */
export const BREAK_30_AFTER_MINUTES = 6 * 60;
/** § 4: more than 9 hours of work need 45 minutes ("mehr als neun Stunden"). */
export const BREAK_45_AFTER_MINUTES = 9 * 60;
/** § 3: the day's work time may be extended to ten hours, never beyond. */
export const MAX_DAILY_WORK_MINUTES = 10 * 60;
/** § 5 (1): "eine ununterbrochene Ruhezeit von mindestens elf Stunden". */
export const MIN_REST_MINUTES = 11 * 60;

export type WorkingTimeWarning =
  | {
      code: 'arbzg_4_break';
      paragraph: '§ 4 ArbZG';
      day: string;
      workedMinutes: number;
      breakMinutes: number;
      requiredBreakMinutes: 30 | 45;
    }
  | {
      code: 'arbzg_3_daily_max';
      paragraph: '§ 3 ArbZG';
      day: string;
      /** The work time of the 24 hours from the day's start. */
      workedMinutes: number;
      maxMinutes: number;
      /** The later working day whose work falls into those 24 hours too (absent: none). */
      reaches?: string;
    }
  | {
      code: 'arbzg_5_rest';
      paragraph: '§ 5 Abs. 1 ArbZG';
      /** The day the work started again. */
      day: string;
      /** The working day before it. */
      previousDay: string;
      restMinutes: number;
      minRestMinutes: number;
    }
  | {
      code: 'arbzg_9_sunday';
      paragraph: '§ 9 ArbZG';
      day: string;
      /** The Sunday, when the shift reaches it after midnight (absent: the working day itself). */
      workedOn?: string;
    }
  | {
      code: 'arbzg_9_holiday';
      paragraph: '§ 9 ArbZG';
      day: string;
      holiday: PublicHolidayName;
      federalState: FederalState;
      /** The holiday, when the shift reaches it after midnight (absent: the working day itself). */
      workedOn?: string;
    };

export type WorkingTimeWarningCode = WorkingTimeWarning['code'];

/** Every warning's code, in the order of the warnings of one day: as the paragraphs come. */
export const WORKING_TIME_WARNING_CODES = [
  'arbzg_3_daily_max',
  'arbzg_4_break',
  'arbzg_5_rest',
  'arbzg_9_sunday',
  'arbzg_9_holiday',
] as const satisfies readonly WorkingTimeWarningCode[];

/** The break a work time needs under § 4 (0, 30 or 45 minutes). */
export function requiredBreakMinutes(workedMinutes: number): 0 | 30 | 45 {
  if (workedMinutes > BREAK_45_AFTER_MINUTES) return 45;
  if (workedMinutes > BREAK_30_AFTER_MINUTES) return 30;
  return 0;
}

/** § 3 reads the "Werktag" as the 24 hours from the start of work. */
const WERKTAG_MS = 24 * 60 * 60_000;

/**
 * The work time of the 24 hours from a working day's start: its own pieces
 * and those of the next working days that start within them (a next day that
 * starts earlier than this one did), each cut at the 24th hour. A cut piece's
 * break is taken as lying after the cut, as breaks lie within a shift, not at
 * its start: the cut part counts whole, up to the piece's work time.
 */
function werktag(
  days: readonly WorkingDay[],
  index: number,
): { minutes: number; reaches?: string } {
  const first = days[index];
  if (!first) return { minutes: 0 };
  const until = first.start + WERKTAG_MS;
  let minutes = 0;
  let reaches: string | undefined;
  for (let next = index; next < days.length; next += 1) {
    const working = days[next];
    if (!working || working.start >= until) break;
    if (next !== index) reaches = working.day;
    for (const piece of working.pieces) {
      if (piece.start >= until) continue;
      minutes +=
        piece.end <= until
          ? piece.workedMinutes
          : Math.min(minutesBetween(piece.start, until), piece.workedMinutes);
    }
  }
  return reaches ? { minutes, reaches } : { minutes };
}

function dayWarnings(
  working: WorkingDay,
  daily: { minutes: number; reaches?: string },
): WorkingTimeWarning[] {
  const { day, workedMinutes, breakMinutes } = working;
  const warnings: WorkingTimeWarning[] = [];
  if (daily.minutes > MAX_DAILY_WORK_MINUTES) {
    warnings.push({
      code: 'arbzg_3_daily_max',
      paragraph: '§ 3 ArbZG',
      day,
      workedMinutes: daily.minutes,
      maxMinutes: MAX_DAILY_WORK_MINUTES,
      ...(daily.reaches ? { reaches: daily.reaches } : {}),
    });
  }
  const required = requiredBreakMinutes(workedMinutes);
  if (required !== 0 && breakMinutes < required) {
    warnings.push({
      code: 'arbzg_4_break',
      paragraph: '§ 4 ArbZG',
      day,
      workedMinutes,
      breakMinutes,
      requiredBreakMinutes: required,
    });
  }
  warnings.push(...restDayWarnings(working));
  return warnings;
}

/**
 * § 9 on every calendar day the working day has work on: a Saturday night
 * shift works on Sunday after midnight; the fair's state names its holidays.
 */
function restDayWarnings(working: WorkingDay): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  const seen = new Set<string>();
  const on = (calendarDay: string) =>
    calendarDay === working.day ? {} : { workedOn: calendarDay };
  for (const piece of working.pieces) {
    for (const calendarDay of piece.calendarDays) {
      if (isSunday(calendarDay) && !seen.has(calendarDay)) {
        seen.add(calendarDay);
        warnings.push({
          code: 'arbzg_9_sunday',
          paragraph: '§ 9 ArbZG',
          day: working.day,
          ...on(calendarDay),
        });
      }
      const federalState = piece.federalState;
      const key = `${calendarDay}:${federalState}`;
      if (!federalState || seen.has(key)) continue;
      seen.add(key);
      const holiday = publicHolidayOn(calendarDay, federalState);
      if (holiday) {
        warnings.push({
          code: 'arbzg_9_holiday',
          paragraph: '§ 9 ArbZG',
          day: working.day,
          holiday,
          federalState,
          ...on(calendarDay),
        });
      }
    }
  }
  // By calendar day, the Sunday first, then the states: the same whatever the order of the entries.
  const sortKey = (w: WorkingTimeWarning) =>
    `${'workedOn' in w && w.workedOn ? w.workedOn : w.day}:${w.code === 'arbzg_9_holiday' ? `1${w.federalState}` : '0'}`;
  return warnings.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** § 5 (1): the rest from the end of one working day's work to the start of the next. */
function restWarning(previous: WorkingDay, next: WorkingDay): WorkingTimeWarning | undefined {
  const restMinutes = minutesBetween(previous.end, next.start);
  if (restMinutes >= MIN_REST_MINUTES) return undefined;
  return {
    code: 'arbzg_5_rest',
    paragraph: '§ 5 Abs. 1 ArbZG',
    day: next.day,
    previousDay: previous.day,
    restMinutes,
    minRestMinutes: MIN_REST_MINUTES,
  };
}

/**
 * The warnings on one person's entries, across every fair and customer given:
 * sorted by day, then by paragraph. The order of the entries does not matter.
 * Cleared days (no work time) and entries without a minute of work are no
 * working days.
 */
export function workingTimeWarnings(entries: readonly WorkingTimeEntry[]): WorkingTimeWarning[] {
  const days = workingDays(entries);
  const warnings: WorkingTimeWarning[] = [];
  days.forEach((working, index) => {
    warnings.push(...dayWarnings(working, werktag(days, index)));
    const previous = days[index - 1];
    const rest = previous ? restWarning(previous, working) : undefined;
    if (rest) warnings.push(rest);
  });
  return warnings.sort(
    (a, b) =>
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      WORKING_TIME_WARNING_CODES.indexOf(a.code) - WORKING_TIME_WARNING_CODES.indexOf(b.code),
  );
}

/**
 * The warnings that concern a day: its own, a too-short rest that starts on it
 * (the rest warning is the next day's, but ending late on this day causes it),
 * Sunday or holiday work that a shift of the day before reaches after midnight,
 * and the § 3 count of an earlier day whose 24 hours its work falls into.
 */
export function warningsTouchingDay(
  warnings: readonly WorkingTimeWarning[],
  day: string,
): WorkingTimeWarning[] {
  return warnings.filter(
    (warning) =>
      warning.day === day ||
      (warning.code === 'arbzg_5_rest' && warning.previousDay === day) ||
      (warning.code === 'arbzg_3_daily_max' && warning.reaches === day) ||
      ('workedOn' in warning && warning.workedOn === day),
  );
}
