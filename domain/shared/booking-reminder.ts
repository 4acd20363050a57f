import { addDays } from './times/calendar-days';
import { fairToday } from './times/fair-days';

/*
 * The reminder of a booking still requested (issue 24): 48 hours before the
 * fair's first day, in the agency's time zone. A first day "starts" at its
 * midnight in Berlin (the meeting time is optional and per pair, the fair's
 * days are the one thing every booking has).
 */

/** How long before the first day's midnight (Berlin) the reminder goes out. */
export const REMINDER_LEAD_HOURS = 48;

const HOUR_MS = 3_600_000;

/**
 * The first days whose reminder is due at `now`: every day whose midnight in
 * Berlin lies after `now` (the fair has not begun) and at most 48 hours ahead,
 * as an inclusive range of ISO days. A day's midnight is after `now` exactly
 * when the day is after today in Berlin, and at most `now + 48 h` exactly when
 * the day is not after the Berlin day of that instant; summer time is in both.
 */
export function reminderFirstDays(now: Date = new Date()): { from: string; to: string } {
  return {
    from: addDays(fairToday(now), 1),
    to: fairToday(new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR_MS)),
  };
}
