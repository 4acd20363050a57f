import * as v from 'valibot';

/*
 * The person's private calendar feed (issue 24; docs/product/bookings.md,
 * "Kalender abonnieren"): an iCalendar (RFC 5545) address of their requested
 * and confirmed bookings, one event per day of the fair. The address carries
 * a long random token; renewing it kills the old one.
 */

/** The token: 32 random bytes, base64url without padding (43 characters). */
export const FEED_TOKEN = /^[\w-]{43}$/u;

/** True for a string that can be a feed token at all (anything else is a 404 without a lookup). */
export const isFeedTokenShaped = (value: string) => FEED_TOKEN.test(value);

/** A timed day's length from the meeting time: a fair day with its break (the real times come from the sheet). */
export const EVENT_HOURS = 9;

/** The feed's address, as the person copies it, and the same as a webcal:// link for calendar apps. */
export const feedLinkSchema = v.object({
  url: v.string(),
  webcal_url: v.string(),
  /** When this address was made (renewing makes a new one). */
  created_at: v.string(),
});
export type FeedLink = v.InferOutput<typeof feedLinkSchema>;

/** POST …/erneuern: the person confirmed that the old address stops working. */
export const renewBodySchema = v.object({
  confirm: v.pipe(
    v.literal(true),
    v.description('true: the person confirmed that the old address stops working.'),
  ),
});

/** https://… → webcal://… (the scheme calendar apps subscribe with). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//u, 'webcal://');
}
