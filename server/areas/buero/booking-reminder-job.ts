import type { PeriodicJob } from '@server/platform/jobs/periodic-job';
import { type BulkBookingMailer, sendBookingReminders } from './writes';

/**
 * How often the reminder job looks for bookings whose first day is 48 hours
 * away: a reminder goes out at most this late. Once per period across all
 * instances (ADR 0021); the claim of each booking is what makes it once-only.
 */
export const BOOKING_REMINDER_PERIOD_MS = 15 * 60_000;

/** The reminder job; its outcome holds counts only, never names or addresses. */
export function bookingReminderJob(
  mailer: BulkBookingMailer,
  periodMs = BOOKING_REMINDER_PERIOD_MS,
): PeriodicJob {
  return {
    name: 'booking-reminders',
    periodMs,
    run: async (db) => {
      const run = await sendBookingReminders(db, mailer);
      return `${String(run.reminders)} bookings reminded (${String(run.mails)} mails), ${String(run.lists)} unanswered lists (${String(run.listMails)} mails)`;
    },
  };
}
