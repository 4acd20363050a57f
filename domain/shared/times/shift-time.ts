import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import { addDays, dayNumber, isIsoDay } from './calendar-days';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import type { Locale } from '@domain/shared/locale';
import { formatClock, hasWorkTime, MINUTES_PER_DAY, type StoredTimeEntry } from './time';

/*
 * Shifts that may cross midnight (docs/decisions/0032-employment-law-counters.md).
 *
 * A shift belongs to the day it starts on. `time_start` and `time_end` are
 * wall-clock minutes from that day's midnight; `time_end` may pass 1440 and
 * then lies on the next day: 22:00–06:00 is start 1320, end 1800. An entry
 * with end ≤ 1440 reads exactly as before (24:00 = 1440 is still "until
 * midnight"), so every stored day stays valid as it is.
 *
 * Durations are real elapsed time in the agency's time zone (every fair lies
 * in Germany, so wall-clock times are Berlin's):
 * 22:00–06:00 is 9 hours in the night the clocks go back (last Sunday of
 * October) and 7 hours in the night they go forward (last Sunday of March).
 */

const MINUTE_MS = 60_000;
/** Shift values lie in 0..2880 (24:00 of the next day); beyond a third day they are no time. */
const MAX_SHIFT_VALUE = 3 * MINUTES_PER_DAY;

/** True for a value the arithmetic can place: a number in 0..three days. */
function isShiftValue(minutes: number): boolean {
  return Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_SHIFT_VALUE;
}

/**
 * What the arithmetic needs of one ISO day: the instant of its midnight, its
 * length in minutes (1380, 1440 or 1500), the day after it, and the instants of the clock times
 * asked for on a day with a clock change, computed once.
 */
type DayFrame = {
  midnight: number;
  minutes: number;
  /** The following ISO day. */
  next: string;
  special: Map<number, number>;
};

const frames = new Map<string, DayFrame>();
/** The cache keeps a few years of days; beyond that it starts afresh. */
const MAX_FRAMES = 4000;

function midnightOf(day: string): number {
  return toZoned(parseDate(day), AGENCY_TIME_ZONE).toDate().getTime();
}

/** The frame of a real ISO day, undefined for anything else. */
function frameOf(day: string): DayFrame | undefined {
  let frame = frames.get(day);
  if (!frame) {
    if (!isIsoDay(day)) return undefined;
    const next = addDays(day, 1);
    const midnight = midnightOf(day);
    const minutes = Math.round((midnightOf(next) - midnight) / MINUTE_MS);
    frame = { midnight, minutes, next, special: new Map() };
    if (frames.size >= MAX_FRAMES) frames.clear();
    frames.set(day, frame);
  }
  return frame;
}

/** The day a shift value falls on and its clock time there (1800 on day D → D+1, 360). */
function wallTime(day: string, minutes: number): { onDay: string; clock: number } {
  const whole = Math.round(minutes);
  const offsetDays = Math.floor(whole / MINUTES_PER_DAY);
  const clock = whole - offsetDays * MINUTES_PER_DAY;
  if (offsetDays === 0) return { onDay: day, clock };
  if (offsetDays === 1) return { onDay: frameOf(day)?.next ?? day, clock };
  return { onDay: addDays(day, offsetDays), clock };
}

function zonedWall(onDay: string, clock: number) {
  const [year, month, date] = onDay.split('-').map(Number) as [number, number, number];
  const wall = new CalendarDateTime(year, month, date, Math.floor(clock / 60), clock % 60);
  return toZoned(wall, AGENCY_TIME_ZONE, 'compatible');
}

/**
 * The instant (epoch milliseconds) of the wall-clock time `minutes` after the
 * midnight of `day` in Berlin; minutes of 1440 and more lie on the following
 * days. A time the clocks skip (02:30 on the last Sunday of March) reads as
 * the time after the gap (03:30); a time that occurs twice (02:30 on the last
 * Sunday of October) as its first occurrence. NaN for a day that is none or
 * a value outside 0..three days.
 */
export function shiftInstant(day: string, minutes: number): number {
  if (!isShiftValue(minutes) || !frameOf(day)) return Number.NaN;
  const { onDay, clock } = wallTime(day, minutes);
  const frame = frameOf(onDay);
  if (!frame) return Number.NaN;
  if (frame.minutes === MINUTES_PER_DAY) return frame.midnight + clock * MINUTE_MS;
  // Only the two days a year with a clock change need the zone's rules.
  let instant = frame.special.get(clock);
  if (instant === undefined) {
    instant = zonedWall(onDay, clock).toDate().getTime();
    frame.special.set(clock, instant);
  }
  return instant;
}

/**
 * True when the wall-clock time exists on that day in Berlin: 02:00–02:59 on
 * the last Sunday of March does not (the clocks skip it).
 */
export function isExistingWallTime(day: string, minutes: number): boolean {
  if (!isShiftValue(minutes) || !frameOf(day)) return false;
  const { onDay, clock } = wallTime(day, minutes);
  const frame = frameOf(onDay);
  if (!frame) return false;
  if (frame.minutes === MINUTES_PER_DAY) return true;
  const zoned = zonedWall(onDay, clock);
  return zoned.hour * 60 + zoned.minute === clock;
}

/** A shift's times as stored: start and end in minutes from the start day's midnight. */
export type ShiftTimes = { time_start: number; time_end: number };

/** True when the shift ends after the midnight that follows its start day. */
export function crossesMidnight(shift: ShiftTimes): boolean {
  return shift.time_end > MINUTES_PER_DAY;
}

/**
 * Real elapsed minutes from start to end of a shift on `day`, across the
 * changes to and from summer time; never below 0, 0 for what cannot be read.
 */
export function shiftElapsedMinutes(day: string, shift: ShiftTimes): number {
  const start = shiftInstant(day, shift.time_start);
  const end = shiftInstant(day, shift.time_end);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.round((end - start) / MINUTE_MS));
}

/** Real worked minutes of a shift: elapsed time − break, never below 0 (§ 2 (1) ArbZG). */
export function shiftWorkedMinutes(
  day: string,
  shift: ShiftTimes & { time_break: number },
): number {
  const timeBreak = Number.isFinite(shift.time_break) ? Math.max(0, shift.time_break) : 0;
  return Math.max(0, shiftElapsedMinutes(day, shift) - timeBreak);
}

/** A stored day of a person: its start day and its times (cleared: start and end null). */
export type DatedTimeEntry = StoredTimeEntry & { day: string };

/**
 * Worked minutes of a stored day: the shift's real elapsed time − break
 * (shiftWorkedMinutes), 0 for a cleared day. Every list, sheet, export and
 * invoice counts hours with this one function, so a night shift is the same
 * 7, 8 or 9 hours everywhere.
 */
export function workedMinutes(entry: DatedTimeEntry): number {
  if (!hasWorkTime(entry)) return 0;
  return shiftWorkedMinutes(entry.day, entry);
}

/** Sum of worked minutes over several stored days. */
export function totalWorkedMinutes(entries: readonly DatedTimeEntry[]): number {
  return entries.reduce((sum, entry) => sum + workedMinutes(entry), 0);
}

/**
 * The calendar days a shift has time on: its start day, and each following
 * day it reaches past midnight (22:00–06:00 → both days; 18:00–24:00 → one).
 */
export function shiftCalendarDays(day: string, shift: ShiftTimes): string[] {
  if (Number.isNaN(dayNumber(day)) || !(shift.time_end > shift.time_start)) return [];
  const days: string[] = [];
  // A stored shift spans at most two days; odd values are cut off after three.
  for (let offset = 0; offset < 3; offset += 1) {
    const from = Math.max(shift.time_start, offset * MINUTES_PER_DAY);
    const to = Math.min(shift.time_end, (offset + 1) * MINUTES_PER_DAY);
    if (to > from) days.push(offset === 0 ? day : addDays(day, offset));
  }
  return days;
}

/**
 * The end value of a shift from the clock time the user chose: a clock time
 * before the start lies on the next day (start 22:00, clock 06:00 → 30:00).
 */
export function shiftEndFromClock(timeStart: number, endClock: number): number {
  return endClock < timeStart ? endClock + MINUTES_PER_DAY : endClock;
}

/** The clock time of a shift value (30:00 → 06:00; 24:00 stays 24:00). */
export function shiftClock(minutes: number): number {
  return minutes > MINUTES_PER_DAY ? minutes - MINUTES_PER_DAY : minutes;
}

/** A shift's end as a column shows it: "18:00", "06:00 (+1)" on the next day. */
export function formatShiftEnd(timeEnd: number): string {
  const next = timeEnd > MINUTES_PER_DAY ? ' (+1)' : '';
  return `${formatClock(shiftClock(timeEnd))}${next}`;
}

/** A shift as the day list shows it: "09:00–18:00", "22:00–06:00 (+1)". */
export function formatShiftRange(shift: ShiftTimes): string {
  const next = crossesMidnight(shift) ? ' (+1)' : '';
  return `${formatClock(shift.time_start)}–${formatClock(shiftClock(shift.time_end))}${next}`;
}

/** A shift in words for screen readers: "22:00 bis 06:00 am Folgetag" / "22:00 to 06:00 the next day". */
export function describeShiftRange(shift: ShiftTimes, locale: Locale): string {
  const start = formatClock(shift.time_start);
  const end = formatClock(shiftClock(shift.time_end));
  if (locale === 'de') {
    return crossesMidnight(shift) ? `${start} bis ${end} am Folgetag` : `${start} bis ${end}`;
  }
  return crossesMidnight(shift) ? `${start} to ${end} the next day` : `${start} to ${end}`;
}
