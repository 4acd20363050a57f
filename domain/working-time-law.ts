import type { FederalState } from './federal-states';
import { publicHolidayOn, type PublicHolidayName } from './public-holidays';
import { MINUTES_PER_DAY, type StoredTimeEntry } from './time';

/*
 * Warnings of the Arbeitszeitgesetz (ArbZG) on one person's working days
 * (docs/product/working-time-law.md). One rule set for the supervisor's time
 * form, the office's review and the exports. The rules warn, they never block:
 * the sheet records what was worked.
 *
 * Times are minutes since midnight of the entry's day and never cross midnight
 * (domain/time.ts: start in 0..end, end at most 24:00); a night shift is two
 * entries, one on each day. Work time follows § 2 (1) ArbZG, "die Zeit vom
 * Beginn bis zum Ende der Arbeit ohne die Ruhepausen": end − start − break.
 * A day is a calendar day; several entries of one day (two fairs or customers)
 * are one working day of the person.
 */

/** § 4: more than 6 hours of work need a 30-minute break ("mehr als sechs bis zu neun Stunden"). */
export const BREAK_30_AFTER_MINUTES = 6 * 60;
/** § 4: more than 9 hours of work need 45 minutes ("mehr als neun Stunden"). */
export const BREAK_45_AFTER_MINUTES = 9 * 60;
/** § 3: the day's work time may be extended to ten hours, never beyond. */
export const MAX_DAILY_WORK_MINUTES = 10 * 60;
/** § 5 (1): "eine ununterbrochene Ruhezeit von mindestens elf Stunden". */
export const MIN_REST_MINUTES = 11 * 60;
/** § 4 sentence 2: breaks count in pieces of at least 15 minutes. */
export const MIN_BREAK_PIECE_MINUTES = 15;

/** One entry of the person: a day's time on one fair/customer pair and the fair's federal state. */
export type WorkingTimeEntry = StoredTimeEntry & {
  /** ISO day yyyy-MM-dd. */
  day: string;
  /** The fair's federal state; null or absent: holidays are not checked (Sundays are). */
  federalState?: FederalState | null;
};

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
      workedMinutes: number;
      maxMinutes: number;
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
  | { code: 'arbzg_9_sunday'; paragraph: '§ 9 ArbZG'; day: string }
  | {
      code: 'arbzg_9_holiday';
      paragraph: '§ 9 ArbZG';
      day: string;
      holiday: PublicHolidayName;
      federalState: FederalState;
    };

export type WorkingTimeWarningCode = WorkingTimeWarning['code'];

/** The order of the warnings of one day: as the paragraphs come. */
const CODE_ORDER: readonly WorkingTimeWarningCode[] = [
  'arbzg_3_daily_max',
  'arbzg_4_break',
  'arbzg_5_rest',
  'arbzg_9_sunday',
  'arbzg_9_holiday',
];

/** A working day of the person: every entry of one calendar day with a work time. */
type WorkingDay = {
  day: string;
  /** [start, end] of each entry, by start (for the time off between them). */
  spans: [number, number][];
  /** [start, end] of the entries with a minute of work or more (for the rest, § 5). */
  workSpans: [number, number][];
  workedMinutes: number;
  breakMinutes: number;
  states: FederalState[];
};

/** The break a work time needs under § 4 (0, 30 or 45 minutes). */
export function requiredBreakMinutes(workedMinutes: number): 0 | 30 | 45 {
  if (workedMinutes > BREAK_45_AFTER_MINUTES) return 45;
  if (workedMinutes > BREAK_30_AFTER_MINUTES) return 30;
  return 0;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO day (UTC; calendar days have no zone). */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function isSunday(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
}

function workingDays(entries: readonly WorkingTimeEntry[]): WorkingDay[] {
  const byDay = new Map<string, WorkingDay>();
  for (const entry of entries) {
    if (entry.time_start === null || entry.time_end === null) continue;
    if (!Number.isFinite(dayNumber(entry.day))) continue;
    const worked = Math.max(0, entry.time_end - entry.time_start - entry.time_break);
    const working = byDay.get(entry.day) ?? {
      day: entry.day,
      spans: [],
      workSpans: [],
      workedMinutes: 0,
      breakMinutes: 0,
      states: [],
    };
    working.spans.push([entry.time_start, entry.time_end]);
    if (worked > 0) working.workSpans.push([entry.time_start, entry.time_end]);
    working.workedMinutes += worked;
    working.breakMinutes += Math.min(entry.time_break, entry.time_end - entry.time_start);
    const state = entry.federalState;
    if (state && !working.states.includes(state)) working.states.push(state);
    byDay.set(entry.day, working);
  }
  // A day without a minute of work (12:00–12:00, or a break as long as the shift) is no
  // working day: it neither ends a rest (§ 5) nor counts as work on a Sunday (§ 9).
  const days = [...byDay.values()].filter((working) => working.workedMinutes > 0);
  for (const working of days) {
    working.spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    working.states.sort();
    // Time off between two entries of the day (another fair later that day)
    // is a break too, when it is long enough to count (§ 4 sentence 2).
    let lastEnd = working.spans[0]?.[1] ?? 0;
    for (const [start, end] of working.spans.slice(1)) {
      const gap = start - lastEnd;
      if (gap >= MIN_BREAK_PIECE_MINUTES) working.breakMinutes += gap;
      lastEnd = Math.max(lastEnd, end);
    }
  }
  return days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

function dayWarnings(working: WorkingDay): WorkingTimeWarning[] {
  const { day, workedMinutes, breakMinutes } = working;
  const warnings: WorkingTimeWarning[] = [];
  if (workedMinutes > MAX_DAILY_WORK_MINUTES) {
    warnings.push({
      code: 'arbzg_3_daily_max',
      paragraph: '§ 3 ArbZG',
      day,
      workedMinutes,
      maxMinutes: MAX_DAILY_WORK_MINUTES,
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
  if (isSunday(day)) warnings.push({ code: 'arbzg_9_sunday', paragraph: '§ 9 ArbZG', day });
  for (const federalState of working.states) {
    const holiday = publicHolidayOn(day, federalState);
    if (holiday) {
      warnings.push({
        code: 'arbzg_9_holiday',
        paragraph: '§ 9 ArbZG',
        day,
        holiday,
        federalState,
      });
    }
  }
  return warnings;
}

function restWarning(previous: WorkingDay, next: WorkingDay): WorkingTimeWarning | undefined {
  const lastEnd = Math.max(...previous.workSpans.map(([, end]) => end));
  const firstStart = Math.min(...next.workSpans.map(([start]) => start));
  const restMinutes =
    (dayNumber(next.day) - dayNumber(previous.day)) * MINUTES_PER_DAY - lastEnd + firstStart;
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
    warnings.push(...dayWarnings(working));
    const previous = days[index - 1];
    const rest = previous ? restWarning(previous, working) : undefined;
    if (rest) warnings.push(rest);
  });
  return warnings.sort(
    (a, b) =>
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code),
  );
}

/**
 * The warnings that concern a day: its own, and a too-short rest that starts
 * on it (the rest warning is the next day's, but ending late on this day causes it).
 */
export function warningsTouchingDay(
  warnings: readonly WorkingTimeWarning[],
  day: string,
): WorkingTimeWarning[] {
  return warnings.filter(
    (warning) =>
      warning.day === day || (warning.code === 'arbzg_5_rest' && warning.previousDay === day),
  );
}
