import {
  dayFromNumber,
  dayNumber,
  isoWeekday,
  weekdayOfNumber,
  yearOf,
} from '@domain/shared/times/calendar-days';
import type { FederalState } from '@domain/shared/federal-states';
import { publicHolidayOn, type PublicHolidayName } from '@domain/shared/public-holidays';
import { workPieces, type WorkingTimeEntry } from '@domain/shared/times/working-days';
import { NEAR_LIMIT, stateOf, type CounterBase } from './counter';

/*
 * Sundays and holidays, § 11 ArbZG. Work at fairs on Sundays and holidays is
 * allowed (§ 10 (1) no. 9), but "mindestens 15 Sonntage im Jahr müssen
 * beschäftigungsfrei bleiben" (§ 11 (1)), and each Sunday worked needs a
 * substitute rest day "innerhalb eines den Beschäftigungstag einschließenden
 * Zeitraums von zwei Wochen", each public holiday on a weekday one within
 * eight weeks (§ 11 (3)). A day counts as worked when a shift has time on it,
 * so a Saturday night shift works on Sunday (docs/product/employment-law.md).
 */

export const FREE_SUNDAYS_PARAGRAPH = '§ 11 Abs. 1 ArbZG';
export const SUBSTITUTE_REST_PARAGRAPH = '§ 11 Abs. 3 ArbZG';
/** Sundays of a year that stay free of work. */
export const MIN_FREE_SUNDAYS = 15;
/** The window of a substitute rest day, the worked day included: two weeks for a Sunday… */
export const SUNDAY_WINDOW_DAYS = 14;
/** …eight weeks for a public holiday on a weekday. */
export const HOLIDAY_WINDOW_DAYS = 56;

/** The Sundays worked in one calendar year. */
export type FreeSundaysCounter = CounterBase<'free_sundays', typeof FREE_SUNDAYS_PARAGRAPH> & {
  year: number;
  /** The Sundays of the year with work (the value); the limit is the Sundays of the year − 15. */
  sundaysWorked: string[];
  sundaysInYear: number;
  freeSundays: number;
};

/** A worked Sunday or holiday without a free weekday in its window. */
export type MissingRestDay = {
  day: string;
  kind: 'sunday' | 'holiday';
  holiday?: PublicHolidayName;
  federalState?: FederalState;
  /** The window a substitute rest day had to lie in. */
  from: string;
  to: string;
};

/** The Sundays and weekday holidays of one year without a substitute rest day. */
export type SubstituteRestCounter = CounterBase<
  'substitute_rest_day',
  typeof SUBSTITUTE_REST_PARAGRAPH
> & {
  year: number;
  /** Sundays and weekday holidays worked in the year, which each owe a rest day. */
  owed: number;
  /** Those without one (the value; limit 0). */
  missing: MissingRestDay[];
};

type Demand = { day: number; last: number; missing: MissingRestDay; state: FederalState | null };

/** The calendar days with work and the fairs' states on each. */
function workedDays(entries: readonly WorkingTimeEntry[]): Map<string, Set<FederalState | null>> {
  const days = new Map<string, Set<FederalState | null>>();
  for (const piece of workPieces(entries)) {
    for (const day of piece.calendarDays) {
      const states = days.get(day) ?? new Set();
      states.add(piece.federalState);
      days.set(day, states);
    }
  }
  return days;
}

/** 52 or 53. */
function sundaysIn(year: number): number {
  const days = dayNumber(`${year}-12-31`) - dayNumber(`${year}-01-01`) + 1;
  const firstSunday = 7 - isoWeekday(`${year}-01-01`);
  return Math.floor((days - 1 - firstSunday) / 7) + 1;
}

/** The Sundays and weekday holidays worked in the year, each with its window. */
function demands(worked: Map<string, Set<FederalState | null>>, year: number): Demand[] {
  const list: Demand[] = [];
  for (const [day, states] of worked) {
    if (yearOf(day) !== year) continue;
    const number = dayNumber(day);
    const window = (size: number) => ({
      from: dayFromNumber(number - (size - 1)),
      to: dayFromNumber(number + (size - 1)),
    });
    if (isoWeekday(day) === 7) {
      const [state = null] = [...states].filter((s) => s !== null);
      list.push({
        day: number,
        last: number + SUNDAY_WINDOW_DAYS - 1,
        missing: { day, kind: 'sunday', ...window(SUNDAY_WINDOW_DAYS) },
        state,
      });
      continue;
    }
    for (const state of [...states].sort()) {
      const holiday = state ? publicHolidayOn(day, state) : undefined;
      if (!state || !holiday) continue;
      list.push({
        day: number,
        last: number + HOLIDAY_WINDOW_DAYS - 1,
        missing: {
          day,
          kind: 'holiday',
          holiday,
          federalState: state,
          ...window(HOLIDAY_WINDOW_DAYS),
        },
        state,
      });
      break;
    }
  }
  return list.sort((a, b) => a.last - b.last || a.day - b.day);
}

/**
 * The two § 11 counters of a calendar year from a person's entries (planned
 * or worked), across all fairs: the Sundays worked against the Sundays that
 * may be worked (the year's Sundays − 15), and the Sundays and weekday
 * holidays without a substitute rest day. A substitute is a weekday (Monday to
 * Saturday) without work and not a holiday of the fair's state, within the
 * window around the day, before or after it ("den Beschäftigungstag
 * einschließend"); each serves one day. Days without entries count as free,
 * so the entries should reach eight weeks beyond the year.
 */
export function sundayCounters(input: {
  entries: readonly WorkingTimeEntry[];
  year: number;
}): [FreeSundaysCounter, SubstituteRestCounter] {
  const { year } = input;
  const worked = workedDays(input.entries);
  const sundaysWorked = [...worked.keys()]
    .filter((day) => yearOf(day) === year && isoWeekday(day) === 7)
    .sort();
  const sundaysInYear = sundaysIn(year);
  const limit = sundaysInYear - MIN_FREE_SUNDAYS;

  // Earliest deadline first, each taking the earliest free weekday it can:
  // no other choice gives more worked days their rest day.
  const used = new Set<number>();
  const busy = new Set([...worked.keys()].map(dayNumber));
  const missing: MissingRestDay[] = [];
  const owed = demands(worked, year);
  for (const demand of owed) {
    let found = false;
    for (let day = demand.last - 2 * (demand.last - demand.day); day <= demand.last; day += 1) {
      if (day === demand.day || used.has(day) || busy.has(day) || weekdayOfNumber(day) === 7) {
        continue;
      }
      if (demand.state && publicHolidayOn(dayFromNumber(day), demand.state)) continue;
      used.add(day);
      found = true;
      break;
    }
    if (!found) missing.push(demand.missing);
  }
  missing.sort((a, b) => (a.day < b.day ? -1 : 1));
  return [
    {
      code: 'free_sundays',
      paragraph: FREE_SUNDAYS_PARAGRAPH,
      state: stateOf(sundaysWorked.length, limit, limit - NEAR_LIMIT.sundaysBeforeLimit),
      value: sundaysWorked.length,
      limit,
      year,
      sundaysWorked,
      sundaysInYear,
      freeSundays: sundaysInYear - sundaysWorked.length,
    },
    {
      code: 'substitute_rest_day',
      paragraph: SUBSTITUTE_REST_PARAGRAPH,
      state: missing.length > 0 ? 'over' : 'ok',
      value: missing.length,
      limit: 0,
      year,
      owed: owed.length,
      missing,
    },
  ];
}
