import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { addDays } from '@domain/shared/times/calendar-days';
import { fairToday } from '@domain/shared/times/fair-days';
import { sendBookingReminders } from '@server/areas/buero/writes/booking-reminders';
// The office's writes type their requests with the server's Fastify declarations.
import type {} from '@server/platform/fastify-types';
import type {} from '@fastify/cookie';
import type pg from 'pg';
import { createPool, fromPool } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { createFieldCipher, parseEncryptionKeys } from '@server/platform/crypto/field-encryption';
import { createMailOutbox } from '@server/platform/mail/outbox';
import { BUDGETS } from './budgets';
import { type Figure, median } from './figures';
import { createThrowawayDatabase, postgresServerLabel, type ThrowawayDatabase } from './postgres';

/*
 * Issue 24's reminder budget: 5,000 requested bookings (10 pairs × 500
 * people, first day tomorrow) reminded by two instances' job runs at once on
 * one PostgreSQL database, each with its own pool, cipher and outbox (as two
 * processes would be). The figure is the wall time until both runs have
 * committed; each run is checked to leave exactly one reminder mail per
 * booking in the outbox. The period claim is left out on purpose: it lets one
 * instance per period run at all, the per-booking claim is what is measured.
 * Median of RUNS, the claims and the queued mails reset between runs.
 */

const PEOPLE = 5_000;
const PAIRS = 10;
const RUNS = 3;
const NAME = 'reminders for 5,000 requested bookings, two instances at once (PostgreSQL)';

async function seed(db: pg.Pool): Promise<void> {
  const start = addDays(fairToday(), 1);
  await db.query(`
    insert into users (email, password_hash, firstname, lastname, locale)
      select 'bench-' || g || '@reminders.test', 'x', 'Person', 'Nr' || g,
             case when g % 3 = 0 then 'en' else 'de' end
      from generate_series(1, ${PEOPLE}) g;
    insert into users (email, password_hash, firstname, lastname, role)
      select 'office-' || g || '@reminders.test', 'x', 'Office', 'Nr' || g, 'office'
      from generate_series(1, 3) g;
    insert into bewerber (user_id, gender, firstname, lastname, email, phone_mobile, birthdate)
      select id, 'w', firstname, lastname, email, '015112345678', '1998-05-17'
      from users where role = 'staff';
    insert into messen (name, city, date_start, date_end)
      select 'Bench-Messe ' || g, 'Hannover', '${start}', '${addDays(start, 3)}'
      from generate_series(1, ${PAIRS}) g;
    insert into customers (name) select 'Bench-Kunde ' || g from generate_series(1, ${PAIRS}) g;
    insert into messe_customers (messe_id, customer_id)
      select m.id, c.id from
        (select id, row_number() over (order by id) n from messen) m
        join (select id, row_number() over (order by id) n from customers) c using (n);
    insert into staff_assignments (bewerber_id, messe_id, customer_id)
      select b.id, p.messe_id, p.customer_id from
        (select id, row_number() over (order by id) % ${PAIRS} n from bewerber) b
        join (select messe_id, customer_id, row_number() over (order by messe_id) % ${PAIRS} n
              from messe_customers) p using (n);
    analyze;
  `);
}

async function reset(db: pg.Pool): Promise<void> {
  await db.query(`
    update staff_assignments set reminded_at = null;
    update messe_customers set unanswered_listed_at = null;
    delete from mail_outbox;
  `);
}

/** One instance: its own pool, cipher and outbox (never started: nothing is sent). */
function instance(url: string, keys: string) {
  const pool = createPool(url);
  const handle = fromPool(pool);
  const outbox = createMailOutbox({
    db: handle.db,
    cipher: createFieldCipher(parseEncryptionKeys(keys)),
    mailer: { send: () => Promise.reject(new Error('not sent in the bench')), close: () => {} },
    logger: pino({ level: 'silent' }),
  });
  const mailer = { enqueueMails: outbox.enqueueMany, publicUrl: 'http://bench' };
  // What the job's run does (booking-reminder-job.ts), at the real clock.
  return { pool, handle, run: () => sendBookingReminders(handle.db, mailer) };
}

export async function measureBookingReminders(): Promise<Figure[]> {
  let database: ThrowawayDatabase;
  try {
    database = await createThrowawayDatabase();
  } catch (error) {
    const note = `no PostgreSQL at ${postgresServerLabel()} (${(error as Error).message})`;
    return [{ name: NAME, value: Number.NaN, unit: 's', note }];
  }
  const keys = `bench:${randomBytes(32).toString('base64')}`;
  const adminPool = createPool(database.url);
  const admin = fromPool(adminPool);
  const instances = [instance(database.url, keys), instance(database.url, keys)];
  try {
    await migrateDatabase(admin);
    await seed(adminPool);
    // Connections open before the clock starts, as in a running instance.
    await Promise.all(instances.map((i) => i.pool.query('select 1')));
    const seconds: number[] = [];
    const outcomes: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await reset(adminPool);
      const started = performance.now();
      const done = await Promise.all(instances.map((i) => i.run()));
      seconds.push(Math.round(performance.now() - started) / 1000);
      outcomes.push(done.map((outcome) => String(outcome.reminders)).join('+'));
      const { rows } = await adminPool.query<{ mails: string; people: string }>(
        `select count(*) mails, count(distinct recipient) people
           from mail_outbox where kind = 'booking_reminder'`,
      );
      const counted = rows[0];
      if (Number(counted?.mails) !== PEOPLE || Number(counted?.people) !== PEOPLE) {
        throw new Error(
          `reminders: ${String(counted?.mails)} mails to ${String(counted?.people)} people, expected ${String(PEOPLE)} each once`,
        );
      }
    }
    return [
      {
        name: NAME,
        value: median(seconds),
        unit: 's',
        max: BUDGETS.bookingReminders5000Seconds,
        note: `runs ${seconds.join(' / ')} s; bookings per instance ${outcomes.join(' / ')}; each mail queued once`,
      },
    ];
  } finally {
    await Promise.all(instances.map((i) => i.handle.close()));
    await admin.close();
    await database.drop();
  }
}
