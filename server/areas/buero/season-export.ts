import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { calendarFeeds, cancelledBookingDays } from '@server/platform/db/schema/season';

/*
 * The season's rows of a person in the GDPR export (issue 24): the calendar
 * feed (when it was made: the token is a secret, like a password) and the
 * calendar days cancelled for them.
 */

const iso = (value: Date) => value.toISOString();

export async function seasonExportOf(db: Database, bewerberIds: number[], userIds: number[]) {
  const [feeds, cancelled] = await Promise.all([
    db
      .select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(inArray(calendarFeeds.userId, userIds)),
    db
      .select()
      .from(cancelledBookingDays)
      .where(inArray(cancelledBookingDays.bewerberId, bewerberIds))
      .orderBy(asc(cancelledBookingDays.day)),
  ]);
  return {
    calendarFeedOf: (userId: number) =>
      feeds.filter((f) => f.userId === userId).map((f) => ({ createdAt: iso(f.createdAt) }))[0] ??
      null,
    cancelledDaysOf: (bewerberId: number) =>
      cancelled
        .filter((row) => row.bewerberId === bewerberId)
        .map(({ messeId, customerId, day, sequence, cancelledAt }) => ({
          messeId,
          customerId,
          day,
          sequence,
          cancelledAt: iso(cancelledAt),
        })),
  };
}
