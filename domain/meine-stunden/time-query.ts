import * as v from 'valibot';
import { TIME_QUERY_MAX } from '@domain/shared/bookings';
import { parseSerialId } from '@domain/shared/ids';
import type { Locale } from '@domain/shared/locale';
import { isIsoDay } from '@domain/shared/times/calendar-days';
import { multiLineText } from '@domain/shared/validation';

/*
 * "Zeit beanstanden" (issue 24): the person questions one recorded day of
 * theirs with a short text (a few lines at most, no control characters);
 * the office sees the open questions on its review and marks each resolved.
 * One open question per day: a second waits until the office has answered.
 */

/** A row id in a JSON body: a positive serial number, nothing else. */
const bodyId = v.pipe(
  v.number('invalid'),
  v.check((value) => parseSerialId(String(value)) !== undefined, 'invalid'),
);

/** POST /meine-stunden/beanstandungen: which day of which pair, and what is wrong. */
export const timeQueryBodySchema = v.object({
  messe_id: bodyId,
  customer_id: bodyId,
  day: v.pipe(
    v.string('invalid'),
    v.check((value: string) => isIsoDay(value), 'invalid'),
  ),
  text: multiLineText(TIME_QUERY_MAX),
});
export type TimeQueryBody = v.InferOutput<typeof timeQueryBodySchema>;

/** One of the person's questions, as "Meine Stunden" shows it. */
export const myTimeQuerySchema = v.object({
  id: v.number(),
  messe_id: v.number(),
  customer_id: v.number(),
  day: v.string(),
  text: v.string(),
  /** ISO 8601 instants. */
  created_at: v.string(),
  /** Set when the office marked it resolved. */
  resolved_at: v.nullable(v.string()),
});
export type MyTimeQuery = v.InferOutput<typeof myTimeQuerySchema>;

/** Newest first. */
export const myTimeQueryListSchema = v.object({ items: v.array(myTimeQuerySchema) });
export type MyTimeQueryList = v.InferOutput<typeof myTimeQueryListSchema>;

/** The refusal's words (409): the day has an open question already. */
export const TIME_QUERY_OPEN_TEXT = {
  de: 'Zu diesem Tag ist schon eine Beanstandung offen. Das Büro meldet sich bei Ihnen.',
  en: 'A query about this day is already open. The office will get back to you.',
} as const satisfies Record<Locale, string>;
