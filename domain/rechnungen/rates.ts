import type { FederalState } from '@domain/shared/federal-states';
import { publicHolidayOn } from '@domain/shared/public-holidays';
import { isSunday } from '@domain/shared/times/calendar-days';
import { MINUTES_PER_DAY, type StoredTimeEntry } from '@domain/shared/times/time';
import { shiftElapsedMinutes, workedMinutes } from '@domain/shared/times/shift-time';
import type { Cents } from './money';

/*
 * What a fair/customer pair is billed at and how a day's worked minutes split
 * into the kinds a surcharge applies to (docs/product/invoices.md).
 * - A public holiday of the fair's federal state takes the holiday surcharge
 *   instead of the Sunday one (as the payroll file does, docs/product/payroll-export.md).
 * - Night minutes are the worked minutes inside the night window and come on
 *   top of a Sunday or holiday surcharge. An entry never crosses midnight
 *   (domain/shared/times/time.ts) and does not say when its break was taken, so the break
 *   is spread over the entry: night = minutes in the window × worked / span.
 */

/** The standard VAT rate of Germany, the only one the agency bills today. */
export const STANDARD_VAT_RATE_PERCENT = 19;

/** The night window if a rate names none: 23:00 to 06:00 (§ 2 (3) ArbZG). */
export const DEFAULT_NIGHT_WINDOW = { from: 23 * 60, to: 6 * 60 } as const;

export type SurchargeKind = 'sunday' | 'holiday' | 'night';

/** The billing rate of one fair/customer pair. */
export type Rate = {
  /** Net price of one hour of work, in cents. */
  hourlyNetCents: Cents;
  /** Other net hourly rates for single people, by person id (bewerber id). */
  personRates?: Readonly<Record<number, Cents>>;
  /** Surcharges in whole percent of the person's hourly rate; 0 bills none. */
  surchargePercent: Readonly<Record<SurchargeKind, number>>;
  /** Minutes since midnight; `from` > `to` wraps past midnight. */
  nightWindow?: { from: number; to: number };
  /** VAT rate in percent, 19 unless set. */
  vatRatePercent?: number;
};

/** One person's worked time on one day for the pair, as the timesheet keeps it. */
export type BillableEntry = StoredTimeEntry & {
  /** ISO day yyyy-MM-dd. */
  day: string;
  personId: number;
  /** The name the invoice shows ("Anna Schmidt"). */
  personName: string;
};

/** How the worked minutes of one entry are billed. */
export type EntryMinutes = { worked: number } & Record<SurchargeKind, number>;

/** The hourly net rate of a person on the pair, in cents. */
export function personRateCents(rate: Rate, personId: number): Cents {
  return rate.personRates?.[personId] ?? rate.hourlyNetCents;
}

/**
 * The night window as pieces of shift values over the start day and the next
 * (a shift may end past midnight, domain/shared/times/shift-time.ts):
 * 23:00–06:00 is [0, 360], [1380, 1800] and [2820, 2880].
 */
function nightPieces(window: { from: number; to: number }): [number, number][] {
  if (window.from === window.to) return [];
  const pieces: [number, number][] = [];
  for (const base of [0, MINUTES_PER_DAY]) {
    if (window.from < window.to) pieces.push([base + window.from, base + window.to]);
    else pieces.push([base, base + window.to], [base + window.from, base + MINUTES_PER_DAY]);
  }
  return pieces;
}

/**
 * Minutes of [start, end] inside the night window; with the shift's `day`
 * in real elapsed time (the night the clocks go back has an hour more).
 */
export function nightSpanMinutes(
  start: number,
  end: number,
  window: { from: number; to: number } = DEFAULT_NIGHT_WINDOW,
  day?: string,
): number {
  let night = 0;
  for (const [from, to] of nightPieces(window)) {
    const a = Math.max(start, from);
    const b = Math.min(end, to);
    if (b <= a) continue;
    night += day === undefined ? b - a : shiftElapsedMinutes(day, { time_start: a, time_end: b });
  }
  return night;
}

/** The worked minutes of an entry and the share of them each surcharge applies to. */
export function entryMinutes(
  entry: BillableEntry,
  federalState: FederalState | null,
  window: { from: number; to: number } = DEFAULT_NIGHT_WINDOW,
): EntryMinutes {
  const worked = workedMinutes(entry);
  const result: EntryMinutes = { worked, sunday: 0, holiday: 0, night: 0 };
  if (worked === 0 || entry.time_start === null || entry.time_end === null) return result;
  if (federalState !== null && publicHolidayOn(entry.day, federalState) !== undefined) {
    result.holiday = worked;
  } else if (isSunday(entry.day)) {
    result.sunday = worked;
  }
  // Real elapsed time, so the break is shared out over the night's real minutes.
  const times = { time_start: entry.time_start, time_end: entry.time_end };
  const span = shiftElapsedMinutes(entry.day, times);
  const night = nightSpanMinutes(times.time_start, times.time_end, window, entry.day);
  result.night = span > 0 ? Math.round((night * worked) / span) : 0;
  return result;
}
