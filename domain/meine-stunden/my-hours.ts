import * as v from 'valibot';

/*
 * "Meine Stunden" (issue 24): the hours recorded for the signed-in person,
 * per fair and day, each day's signature state, and the totals per fair and
 * per month. The answer of ./operations.ts; built by ./build.ts.
 */

/**
 * A day's signature state, in the order the rules decide it:
 * no_work_time — a cleared day (no signature covers it);
 * signed — a signature in force (the person's own or the pair's customer's) covers it;
 * reopened — not signed, but a signature the office superseded covered it (ADR 0027);
 * open — a day with work time nobody has signed yet.
 */
export const MY_DAY_STATES = ['no_work_time', 'signed', 'reopened', 'open'] as const;
export type MyDayState = (typeof MY_DAY_STATES)[number];

export const myHoursDaySchema = v.object({
  day: v.string(),
  customer_id: v.number(),
  customer_name: v.string(),
  time_start: v.nullable(v.number()),
  time_end: v.nullable(v.number()),
  time_break: v.number(),
  /** workedMinutes of domain/shared/times/time.ts: what the timesheet shows. */
  worked_minutes: v.number(),
  state: v.picklist(MY_DAY_STATES),
  /** The person's own signature in force covers the day. */
  signed_by_me: v.boolean(),
  /** A customer signature in force of the pair covers the day. */
  signed_by_customer: v.boolean(),
  /** The latest superseded signature that covered the day, when the day lacks a signature in force of its kind. */
  reopened: v.nullable(v.object({ at: v.string(), reason: v.string() })),
});
export type MyHoursDay = v.InferOutput<typeof myHoursDaySchema>;

export const myHoursFairSchema = v.object({
  messe_id: v.number(),
  messe_name: v.string(),
  total_minutes: v.number(),
  /** By day, then customer. */
  days: v.array(myHoursDaySchema),
});
export type MyHoursFair = v.InferOutput<typeof myHoursFairSchema>;

export const myHoursMonthSchema = v.object({
  /** yyyy-MM of the days (a shift belongs to the day it starts on, Berlin's calendar). */
  month: v.string(),
  total_minutes: v.number(),
});

export const myHoursSchema = v.object({
  /** Newest fair (by its last recorded day) first. */
  fairs: v.array(myHoursFairSchema),
  /** Newest month first; only months with a recorded day. */
  months: v.array(myHoursMonthSchema),
  total_minutes: v.number(),
});
export type MyHours = v.InferOutput<typeof myHoursSchema>;
