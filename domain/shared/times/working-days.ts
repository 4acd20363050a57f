import { isFederalState, type FederalState } from '@domain/shared/federal-states';
import { shiftCalendarDays, shiftInstant } from './shift-time';
import type { StoredTimeEntry } from './time';

/*
 * A person's entries read as the law reads them (docs/product/working-time-law.md,
 * docs/product/employment-law.md): each entry with a minute of work is a
 * piece of work on the real timeline (Europe/Berlin, summer time included),
 * and pieces form working days. A working day is every piece that starts on
 * one calendar day, together with the pieces that continue it without a pause
 * (an old night shift entered as …–24:00 and 00:00–… on the next day is one
 * shift). A shift across midnight belongs wholly to the day it starts on.
 */

/** Time off between two pieces of one working day counts as a break from this length (§ 4 sentence 2 ArbZG). */
export const MIN_BREAK_PIECE_MINUTES = 15;

/** One entry of the person: a day's time on one fair/customer pair and the fair's federal state. */
export type WorkingTimeEntry = StoredTimeEntry & {
  /** ISO day yyyy-MM-dd: the day the shift starts on. */
  day: string;
  /** The fair's federal state; null or absent: holidays are not checked (Sundays are). */
  federalState?: FederalState | null;
};

/** An entry with work time on the real timeline. */
export type WorkPiece = {
  /** The entry's day: the day the shift starts on. */
  day: string;
  /** Start and end as instants (epoch milliseconds). */
  start: number;
  end: number;
  /** Real elapsed time − break, at least 1. */
  workedMinutes: number;
  /** The break, at most the elapsed time. */
  breakMinutes: number;
  /** The calendar days the shift has time on (start day, next day when it passes midnight). */
  calendarDays: string[];
  federalState: FederalState | null;
};

/** The pieces of one working day and what § 3 and § 4 ArbZG read from them. */
export type WorkingDay = {
  /** The day its first piece starts on. */
  day: string;
  /** By start. */
  pieces: WorkPiece[];
  workedMinutes: number;
  /** The entries' breaks and the time off of 15 minutes and more between them. */
  breakMinutes: number;
  /** The first start and the last end of its work (instants). */
  start: number;
  end: number;
};

const MINUTE_MS = 60_000;

/**
 * The pieces of a list, remembered per list: the counters of one person read
 * the same list several times. A list is taken as unchanged while it is the
 * same array of the same length (the rules take readonly lists; change one by
 * making a new one).
 */
const remembered = new WeakMap<
  readonly WorkingTimeEntry[],
  { length: number; pieces: WorkPiece[] }
>();

/** Every readable entry with a time on the timeline, work or not; by start. */
function timedPieces(entries: readonly WorkingTimeEntry[]): WorkPiece[] {
  const known = remembered.get(entries);
  if (known && known.length === entries.length) return known.pieces;
  const pieces = readPieces(entries);
  remembered.set(entries, { length: entries.length, pieces });
  return pieces;
}

function readPieces(entries: readonly WorkingTimeEntry[]): WorkPiece[] {
  const pieces: WorkPiece[] = [];
  for (const entry of entries) {
    const { day, time_start: startMinutes, time_end: endMinutes } = entry;
    if (startMinutes === null || endMinutes === null) continue;
    const times = { time_start: startMinutes, time_end: endMinutes };
    const start = shiftInstant(day, startMinutes);
    const end = shiftInstant(day, endMinutes);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) continue;
    const elapsed = minutesBetween(start, end);
    const timeBreak = Number.isFinite(entry.time_break) ? Math.max(0, entry.time_break) : 0;
    pieces.push({
      day,
      start,
      end,
      workedMinutes: Math.max(0, elapsed - timeBreak),
      breakMinutes: Math.min(timeBreak, elapsed),
      calendarDays: shiftCalendarDays(day, times),
      // A state the portal does not know checks no holidays (never an error).
      federalState: isFederalState(entry.federalState) ? entry.federalState : null,
    });
  }
  // Ties broken by every value, so the result never depends on the order of the entries.
  return pieces.sort(
    (a, b) =>
      a.start - b.start ||
      a.end - b.end ||
      a.breakMinutes - b.breakMinutes ||
      String(a.federalState).localeCompare(String(b.federalState)),
  );
}

/**
 * The pieces of work of some entries, by start: cleared days, entries without
 * a minute of work and entries that cannot be read (no real day, times that
 * are no numbers, an end before the start) are left out, so an odd record
 * never stops a rule.
 */
export function workPieces(entries: readonly WorkingTimeEntry[]): WorkPiece[] {
  return timedPieces(entries).filter((piece) => piece.workedMinutes > 0);
}

/**
 * The working days of some entries, by day; the order of the entries does not
 * matter. Pieces of work that start on one calendar day (several fairs or
 * customers) are one working day, and so is a piece that starts before the
 * last one ended. An entry without a minute of work (its break as long as the
 * shift) makes no working day, but its break counts on the working day of its
 * calendar day or whose time it touches.
 */
export function workingDays(entries: readonly WorkingTimeEntry[]): WorkingDay[] {
  const all = timedPieces(entries);
  const days: WorkingDay[] = [];
  let current: WorkingDay | undefined;
  for (const piece of all) {
    if (piece.workedMinutes === 0) continue;
    if (current && (piece.day === current.day || piece.start <= current.end)) {
      current.pieces.push(piece);
      current.end = Math.max(current.end, piece.end);
      continue;
    }
    current = {
      day: piece.day,
      pieces: [piece],
      workedMinutes: 0,
      breakMinutes: 0,
      start: piece.start,
      end: piece.end,
    };
    days.push(current);
  }
  const spans = new Map<WorkingDay, WorkPiece[]>(
    days.map((working) => [working, [...working.pieces]]),
  );
  for (const piece of all) {
    if (piece.workedMinutes > 0) continue;
    const home = days.find(
      (working) =>
        working.day === piece.day || (piece.start <= working.end && piece.end >= working.start),
    );
    if (home) spans.get(home)?.push(piece);
  }
  for (const working of days) {
    const pieces = (spans.get(working) ?? []).sort((a, b) => a.start - b.start || a.end - b.end);
    let lastEnd = pieces[0]?.end ?? working.start;
    for (const [index, piece] of pieces.entries()) {
      working.workedMinutes += piece.workedMinutes;
      working.breakMinutes += piece.breakMinutes;
      if (index === 0) continue;
      // Time off between two pieces is a break when it is long enough to count (§ 4 sentence 2).
      const gap = minutesBetween(lastEnd, piece.start);
      if (gap >= MIN_BREAK_PIECE_MINUTES) working.breakMinutes += gap;
      lastEnd = Math.max(lastEnd, piece.end);
    }
  }
  return days;
}

/** Minutes between two instants, rounded. */
export function minutesBetween(from: number, to: number): number {
  return Math.round((to - from) / MINUTE_MS);
}
