import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@server/areas/einsaetze/today';
import { bookingReminderJob } from '@server/areas/buero/booking-reminder-job';
import { type BulkBookingMailer, sendBookingReminders } from '@server/areas/buero/writes';
import { staffAssignments, supervisorAssignments } from '@server/platform/db/schema/messen';
import { jobRuns, mailOutbox } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { runIfDue } from '@server/platform/jobs/periodic-job';
import type { MailData } from '@server/platform/mail/templates';
import {
  assignStaff,
  assignSupervisor,
  createMesseCustomer,
  createStaffUser,
  createUser,
} from '@tests/support/factories';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The 48-hour reminders of bookings still requested (issue 24): once per
 * booking even when two runs meet, only to whom it is due and who wants it by
 * mail, in the person's locale; the office's list of who has not answered,
 * once per pair. Each test has a `now` of its own year, so the fairs of one
 * test are never due in another's run.
 */

let t: TestApp;
let smtp: SmtpCapture;
let mailer: BulkBookingMailer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  mailer = { enqueueMails: t.app.mailOutbox.enqueueMany, publicUrl: t.config.publicUrl };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let year = 2031;
/** 11:00 in Berlin on 10 March of a year no other test uses: due are fairs starting 11 or 12 March. */
function freshNow() {
  const y = String(year++);
  const day = (d: number) => `${y}-03-${String(d).padStart(2, '0')}`;
  return { now: new Date(`${y}-03-10T10:00:00Z`), day };
}

type Pair = { messeId: number; customerId: number };

async function fair(start: string, name = 'Hannover Messe') {
  return createMesseCustomer(t.db, { name, dateStart: start, dateEnd: start });
}

async function booked(pair: Pair, user: Parameters<typeof createStaffUser>[1] = {}) {
  const person = await createStaffUser(t.db, user);
  await assignStaff(t.db, person.bewerber.id, pair);
  return person;
}

async function setBooking(
  pair: Pair,
  bewerberId: number,
  values: Partial<typeof staffAssignments.$inferInsert>,
) {
  await t.db
    .update(staffAssignments)
    .set(values)
    .where(
      and(
        eq(staffAssignments.bewerberId, bewerberId),
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
      ),
    );
}

/** The queued mails of a kind to these addresses, decrypted. */
async function queued<K extends 'booking_reminder' | 'booking_unanswered'>(
  kind: K,
  emails: string[],
) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), inArray(mailOutbox.recipient, emails)));
  return rows.map((row) => ({
    to: row.recipient,
    locale: row.locale,
    data: JSON.parse(
      t.app.fieldCipher.decrypt(row.payloadEncrypted, 'mail_outbox.payload'),
    ) as MailData[K],
  }));
}

describe('the reminder of a booking still requested', () => {
  it('reminds each requested person once, even when two runs meet', async () => {
    const { now, day } = freshNow();
    const pair = await fair(day(12));
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await booked(pair));
    const supervisor = await createUser(t.db, { timetracking: true });
    await assignSupervisor(t.db, supervisor.id, pair);

    const runs = await Promise.all([
      sendBookingReminders(t.db, mailer, now),
      sendBookingReminders(t.db, mailer, now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(13);
    expect((await sendBookingReminders(t.db, mailer, now)).reminders).toBe(0);

    const emails = [...people.map((p) => p.user.email), supervisor.email];
    const mails = await queued('booking_reminder', emails);
    expect(mails.map((m) => m.to).sort()).toEqual([...emails].sort());
    const [claimed] = await t.db
      .select({ at: supervisorAssignments.remindedAt })
      .from(supervisorAssignments)
      .where(eq(supervisorAssignments.userId, supervisor.id));
    expect(claimed?.at).not.toBeNull();
  });

  it('leaves out the answered, removed, already reminded, deactivated, too early and begun', async () => {
    const { now, day } = freshNow();
    const pair = await fair(day(11));
    const due = await booked(pair);
    const confirmed = await booked(pair);
    await setBooking(pair, confirmed.bewerber.id, { state: 'confirmed' });
    const declined = await booked(pair);
    await setBooking(pair, declined.bewerber.id, { state: 'declined' });
    const removed = await booked(pair);
    await setBooking(pair, removed.bewerber.id, { removedAt: new Date() });
    const reminded = await booked(pair);
    await setBooking(pair, reminded.bewerber.id, { remindedAt: new Date() });
    const inactive = await booked(pair, { user: { deactivatedAt: new Date() } });
    const noMail = await booked(pair, { user: { mailEvents: ['request', 'change', 'cancel'] } });
    const later = await booked(await fair(day(13)));
    const today = await booked(await fair(day(10)));
    const yesterday = await booked(await fair(day(9)));

    const run = await sendBookingReminders(t.db, mailer, now);
    const all = [due, confirmed, declined, removed, reminded, inactive, noMail, later, today];
    const mails = await queued(
      'booking_reminder',
      [...all, yesterday].map((p) => p.user.email),
    );
    expect(mails.map((m) => m.to)).toEqual([due.user.email]);
    // Who chose no reminder mail is claimed all the same (another channel may tell them).
    expect(run).toMatchObject({ reminders: 2, mails: 1 });
  });

  it('counts 48 hours from midnight in Berlin: 10:00 UTC on the 10th reaches the 12th, not the 13th', async () => {
    const { now, day } = freshNow();
    // 23:30 UTC on the 10th is 00:30 on the 11th in Berlin: the 13th begins within 48 hours
    // there, though 48.5 hours away by UTC's midnight.
    const late = new Date(now.getTime() + 13.5 * 3_600_000);
    const third = await booked(await fair(day(13)));
    await sendBookingReminders(t.db, mailer, now);
    expect(await queued('booking_reminder', [third.user.email])).toHaveLength(0);
    await sendBookingReminders(t.db, mailer, late);
    expect(await queued('booking_reminder', [third.user.email])).toHaveLength(1);
  });

  it('writes in the person’s locale and arrives over SMTP', async () => {
    const { now, day } = freshNow();
    const pair = await fair(day(12), 'Agritechnica');
    const anna = await booked(pair, { user: { locale: 'de', firstname: 'Anna' } });
    const ben = await booked(pair, { user: { locale: 'en', firstname: 'Ben' } });
    const before = smtp.messages.length;
    await sendBookingReminders(t.db, mailer, now);
    // The bulk insert keeps the payloads encrypted, as a single enqueue does.
    const rows = await t.db
      .select({ payload: mailOutbox.payloadEncrypted })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, anna.user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).not.toContain('Agritechnica');
    await t.app.mailOutbox.drain();
    const text = (email: string) =>
      smtp.messages
        .slice(before)
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map((m) => decodeQuotedPrintable(m.raw));
    const [german] = text(anna.user.email);
    const [english] = text(ben.user.email);
    expect(german).toContain('Ihr Einsatz beginnt in weniger als 48 Stunden');
    expect(german).toContain('Hallo Anna');
    expect(german).toContain('Messe: Agritechnica');
    expect(german).toContain('/de/einsaetze');
    expect(english).toContain('your booking starts in less than 48 hours');
    expect(english).toContain('Hello Ben');
    expect(english).toContain('/en/einsaetze');
  });

  it('runs as a periodic job: one run per period across instances', async () => {
    const tomorrow = new Date(`${todayIso()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const person = await booked(await fair(tomorrow.toISOString().slice(0, 10)));
    const job = { ...bookingReminderJob(mailer), name: `booking-reminders-${String(Date.now())}` };
    const runs = await Promise.all([runIfDue(t.db, job), runIfDue(t.db, job)]);
    const ran = runs.filter((run) => run !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.outcome).toMatch(/^1 bookings reminded \(1 mails\)/);
    expect(await queued('booking_reminder', [person.user.email])).toHaveLength(1);
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(row?.outcome).not.toContain('@');
  });
});

describe("the office's list of who has not answered", () => {
  it('names exactly the unanswered people of a pair, once, to each active office user', async () => {
    const { now, day } = freshNow();
    const olga = await createUser(t.db, { role: 'office', locale: 'de', firstname: 'Olga' });
    const owen = await createUser(t.db, { role: 'office', locale: 'en', firstname: 'Owen' });
    const gone = await createUser(t.db, { role: 'office', deactivatedAt: new Date() });
    const pair = await fair(day(11), 'IAA');
    const name = { firstname: 'Zoe', lastname: 'Zander' };
    await booked(pair, { user: { ...name } });
    await booked(pair, { user: { firstname: 'Ida', lastname: 'Ohnepost', mailEvents: [] } });
    await booked(pair, { user: { firstname: 'Udo', lastname: 'Inaktiv', deactivatedAt: now } });
    const confirmed = await booked(pair, { user: { firstname: 'Cora', lastname: 'Zusage' } });
    await setBooking(pair, confirmed.bewerber.id, { state: 'confirmed' });
    const declined = await booked(pair, { user: { firstname: 'Dirk', lastname: 'Absage' } });
    await setBooking(pair, declined.bewerber.id, { state: 'declined' });
    const removed = await booked(pair, { user: { firstname: 'Rita', lastname: 'Entfernt' } });
    await setBooking(pair, removed.bewerber.id, { removedAt: now });
    const supervisor = await createUser(t.db, { firstname: 'Sven', lastname: 'Leitung' });
    await assignSupervisor(t.db, supervisor.id, pair);
    // A pair where everyone answered gets no list.
    const answered = await fair(day(11), 'Answered');
    const done = await booked(answered);
    await setBooking(answered, done.bewerber.id, { state: 'confirmed' });

    const first = await sendBookingReminders(t.db, mailer, now);
    expect(first.lists).toBe(1);
    expect((await sendBookingReminders(t.db, mailer, now)).lists).toBe(0);
    const lists = await queued('booking_unanswered', [olga.email, owen.email, gone.email]);
    expect(lists.map((m) => m.to).sort()).toEqual([olga.email, owen.email].sort());
    for (const list of lists) {
      expect(list.data.people).toEqual([
        'Ida Ohnepost',
        'Sven Leitung',
        'Udo Inaktiv',
        'Zoe Zander',
      ]);
      expect(list.data.fair).toBe('IAA');
      expect(list.data.link).toMatch(
        new RegExp(`/${list.locale}/buero/messen/${String(pair.messeId)}/kunden/`),
      );
    }

    const before = smtp.messages.length;
    await t.app.mailOutbox.drain();
    const german = smtp.messages
      .slice(before)
      .filter((m) => m.to.includes(olga.email.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw));
    expect(german.join('\n')).toContain('Diese 4 Personen haben noch nicht zu- oder abgesagt');
    expect(german.join('\n')).toContain('– Zoe Zander');
    const english = smtp.messages
      .slice(before)
      .filter((m) => m.to.includes(owen.email.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw));
    expect(english.join('\n')).toContain('These 4 people have not confirmed or declined yet');
    await t.db
      .update(users)
      .set({ role: 'staff' })
      .where(inArray(users.id, [olga.id, owen.id]));
  });
});
