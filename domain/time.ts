/** Working times are minutes since midnight (spec section 9). */
export const MINUTES_PER_DAY = 24 * 60;

/** Times are entered in steps of this many minutes. */
export const TIME_STEP_MINUTES = 15;

/** The longest break that can be entered for one day, in minutes. */
export const MAX_BREAK_MINUTES = 60;

/** What a new time entry starts with: 09:00 to 18:00 with a 30-minute break. */
export const DEFAULT_TIME_ENTRY = {
  timeStart: 9 * 60,
  timeEnd: 18 * 60,
  timeBreak: 30,
} as const;
