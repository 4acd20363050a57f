import * as v from 'valibot';
import type { Locale } from '@domain/shared/locale';

/*
 * The staff's questions about their recorded times ("Zeit beanstanden",
 * issue 24) as the office reviews them: the open ones of a fair, each with
 * the day, the person, the text and the day's recorded time; marking one
 * resolved. docs/product/timesheet-review.md.
 */

/** An open question on the office's review. */
export const officeTimeQuerySchema = v.object({
  id: v.number(),
  customer_id: v.number(),
  customer_name: v.string(),
  person: v.object({ id: v.number(), name: v.string() }),
  day: v.string(),
  text: v.string(),
  /** ISO 8601 instant. */
  created_at: v.string(),
  /** The day's recorded time now (null start/end: cleared; null time: no row any more). */
  time: v.nullable(
    v.object({
      time_start: v.nullable(v.number()),
      time_end: v.nullable(v.number()),
      time_break: v.number(),
    }),
  ),
});
export type OfficeTimeQuery = v.InferOutput<typeof officeTimeQuerySchema>;

/** By customer (name), day, then person. */
export const officeTimeQueryListSchema = v.object({ items: v.array(officeTimeQuerySchema) });
export type OfficeTimeQueryList = v.InferOutput<typeof officeTimeQueryListSchema>;

export const resolvedTimeQuerySchema = v.object({ id: v.number(), resolved_at: v.string() });
export type ResolvedTimeQuery = v.InferOutput<typeof resolvedTimeQuerySchema>;

/** The refusal's words (409): someone in the office resolved it already. */
export const TIME_QUERY_RESOLVED_TEXT = {
  de: 'Diese Beanstandung ist bereits erledigt.',
  en: 'This query has already been resolved.',
} as const satisfies Record<Locale, string>;
