import { addDays, dayNumber, weekStart } from '@domain/shared/times/calendar-days';
import { isIsoDay } from '@domain/shared/times/fair-days';
import { workPieces, type WorkingTimeEntry } from '@domain/shared/times/working-days';
import { NEAR_LIMIT, stateOf, type CounterBase } from './counter';

/*
 * Students (Werkstudenten, § 6 (1) no. 3 SGB V, § 27 (4) no. 2 SGB III): free
 * of health and unemployment insurance while the studies come first. The
 * social insurers read that as at most 20 hours a week during the lecture
 * periods, all jobs together, and weeks above 20 hours in at most 26 weeks of
 * a year (docs/product/employment-law.md).
 */

export const STUDENT_PARAGRAPH = '§ 6 Abs. 1 Nr. 3 SGB V';
/** At most 20 hours in a week of the lecture period. */
export const STUDENT_MAX_WEEK_MINUTES = 20 * 60;
/** At most 26 weeks above 20 hours within a year (the 52 weeks up to a week). */
export const STUDENT_MAX_LONG_WEEKS = 26;
const WEEKS_IN_YEAR = 52;

/** A lecture period of the person's university, both days included. */
export type LecturePeriod = { from: string; to: string };

/** A week (named by its Monday) and the minutes worked in it. */
export type StudentWeek = { week: string; minutes: number; lecture: boolean };

/** The student's hours in the worst lecture week of a range. */
export type StudentWeekCounter = CounterBase<'student_week_hours', typeof STUDENT_PARAGRAPH> & {
  /** The weeks from `from` to `to` with work, by week. */
  weeks: StudentWeek[];
  /** The lecture week with the most minutes (the value), or null. */
  worstWeek: string | null;
};

/** The student's weeks above 20 hours in the worst window of 52 weeks. */
export type StudentLongWeeksCounter = CounterBase<
  'student_long_weeks',
  typeof STUDENT_PARAGRAPH
> & {
  /** The weeks above 20 hours in the worst window of 52 weeks. */
  longWeeks: string[];
  /** The week that window ends with, or null. */
  windowEnd: string | null;
};

/** Minutes worked per week (a shift counts in the week it starts in). */
function weekMinutes(entries: readonly WorkingTimeEntry[]): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const piece of workPieces(entries)) {
    const week = weekStart(piece.day);
    weeks.set(week, (weeks.get(week) ?? 0) + piece.workedMinutes);
  }
  return weeks;
}

/** True when a day of the week (Monday to Sunday) lies in a lecture period. */
function isLectureWeek(week: string, periods: readonly LecturePeriod[]): boolean {
  const sunday = addDays(week, 6);
  return periods.some((period) => period.from <= sunday && period.to >= week);
}

/**
 * The student's two counters for the weeks from `from` to `to`: the most
 * hours of a week that touches a lecture period (at most 20.0), and the most
 * weeks above 20 hours, lecture or not, in 52 weeks ending with one of those
 * weeks (at most 26; the entries must reach back a year for it).
 */
export function studentCounters(input: {
  entries: readonly WorkingTimeEntry[];
  lecturePeriods: readonly LecturePeriod[];
  from: string;
  to: string;
}): [StudentWeekCounter, StudentLongWeeksCounter] {
  const periods = input.lecturePeriods.filter(
    (period) => isIsoDay(period.from) && isIsoDay(period.to) && period.from <= period.to,
  );
  const minutes = weekMinutes(input.entries);
  const valid = isIsoDay(input.from) && isIsoDay(input.to) && input.from <= input.to;
  const first = valid ? weekStart(input.from) : '';
  const last = valid ? weekStart(input.to) : '';
  const weeks: StudentWeek[] = [...minutes]
    .filter(([week]) => week >= first && week <= last)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([week, total]) => ({ week, minutes: total, lecture: isLectureWeek(week, periods) }));
  const worst = weeks
    .filter((week) => week.lecture)
    .reduce<StudentWeek | null>(
      (max, week) => (!max || week.minutes > max.minutes ? week : max),
      null,
    );
  const weekValue = worst?.minutes ?? 0;

  const long = [...minutes]
    .filter(([, total]) => total > STUDENT_MAX_WEEK_MINUTES)
    .map(([week]) => week)
    .sort();
  let longWeeks: string[] = [];
  let windowEnd: string | null = null;
  for (let week = first; valid && week <= last; week = addDays(week, 7)) {
    const start = dayNumber(week) - (WEEKS_IN_YEAR - 1) * 7;
    const inWindow = long.filter((day) => day <= week && dayNumber(day) >= start);
    if (inWindow.length > longWeeks.length) [longWeeks, windowEnd] = [inWindow, week];
  }
  return [
    {
      code: 'student_week_hours',
      paragraph: STUDENT_PARAGRAPH,
      state: stateOf(weekValue, STUDENT_MAX_WEEK_MINUTES, NEAR_LIMIT.studentWeekMinutes),
      value: weekValue,
      limit: STUDENT_MAX_WEEK_MINUTES,
      weeks,
      worstWeek: worst?.week ?? null,
    },
    {
      code: 'student_long_weeks',
      paragraph: STUDENT_PARAGRAPH,
      state: stateOf(longWeeks.length, STUDENT_MAX_LONG_WEEKS, NEAR_LIMIT.studentLongWeeks),
      value: longWeeks.length,
      limit: STUDENT_MAX_LONG_WEEKS,
      longWeeks,
      windowEnd,
    },
  ];
}
