import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { feedLinkSchema, renewBodySchema } from './feed';

/*
 * The private calendar feed (issue 24). The feed itself is public: its token
 * is the access, and a wrong, old or malformed token is the same 404. Its
 * address is managed by the signed-in staff person (the fairs part of the
 * portal), only ever their own.
 */

const tag = 'kalender';
const access = { area: 'messen' } as const;

export const kalenderOperations = {
  feed: defineOperation({
    method: 'get',
    path: '/kalender/:token.ics',
    tag,
    summary: 'The private calendar feed (iCalendar) of the token’s person',
    description:
      'Requested and confirmed bookings, one event per day of the fair, in Europe/Berlin; ' +
      'days that left the calendar stay as STATUS:CANCELLED. Serves nothing else.',
    access: 'public',
    params: v.object({
      // Any text: a malformed token is the same 404 as an unknown one, never a 400.
      token: v.pipe(v.fallback(v.string(), ''), v.description('The feed’s token (43 characters).')),
    }),
    file: { types: ['text/calendar'] },
    answerDescription: 'The calendar (text/calendar; charset=utf-8, Cache-Control private).',
    refusals: {
      not_found: { status: 404, description: 'Unknown, renewed or malformed token (alike).' },
      too_many_attempts: { status: 429, description: 'This feed or address asked too often.' },
    },
  }),
  link: defineOperation({
    method: 'get',
    path: '/kalender',
    tag,
    summary: 'My calendar feed’s address (made on the first ask)',
    access,
    answer: feedLinkSchema,
    answerDescription: 'The address, and as webcal://.',
  }),
  renew: defineOperation({
    method: 'post',
    path: '/kalender/erneuern',
    tag,
    summary: 'A new address for my calendar feed; the old one stops working',
    access,
    body: renewBodySchema,
    answer: feedLinkSchema,
    answerDescription: 'The new address.',
  }),
};
