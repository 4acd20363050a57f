import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { checkStaffOnPair } from '@server/areas/buero/law-check';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { createThrowawayDatabase, postgresServerLabel } from './postgres';

/*
 * The employment-law check of one assignment at season scale (issue 27,
 * `npm run bench -- lawcheck`): 20,000 staff with statuses, wages and
 * declarations, each booked on 20 pairs of a year of fairs (a fair starting
 * every day of 2026, five customers each), and the worked times of their first
 * five bookings, on PostgreSQL. Timed: the check of one person against a pair
 * (server/areas/buero/law-check.ts, the function the route and the add run,
 * on the database, without HTTP), one call at a time, for people of every
 * status in turn.
 */

const STAFF = 20_000;
const FAIRS = 365;
const CUSTOMERS_PER_FAIR = 5;
const BOOKINGS_EACH = 20;
const WORKED_BOOKINGS_EACH = 5;
const WARMUP = 100;
const CHECKS = 1_000;

/** Seeds the scene with set-based SQL (generate_series): seconds, not minutes. */
async function seed(db: Database): Promise<void> {
  await db.execute(sql`insert into messen (name, city, date_start, date_end)
    select 'Bench-Messe ' || i, 'Hannover', date '2026-01-01' + i, date '2026-01-01' + i + (i % 4) + 1
    from generate_series(0, ${FAIRS - 1}) as i`);
  await db.execute(sql`insert into customers (name)
    select 'Bench-Kunde ' || i from generate_series(1, ${FAIRS * CUSTOMERS_PER_FAIR}) as i`);
  await db.execute(sql`insert into messe_customers (messe_id, customer_id)
    select m.id, c.id from
      (select id, row_number() over (order by id) - 1 as n from messen) m
      join (select id, row_number() over (order by id) - 1 as n from customers) c
      on c.n / ${CUSTOMERS_PER_FAIR} = m.n`);
  await db.execute(sql`insert into users (email, password_hash, firstname, lastname)
    select 'bench-law-' || i || '@example.test', 'x', 'Bench', 'Staff ' || i
    from generate_series(1, ${STAFF}) as i`);
  await db.execute(sql`insert into bewerber (gender, firstname, lastname, email, phone_mobile,
      birthdate, user_id, employment_status)
    select 'w', 'Bench', 'Staff ' || lpad(u.n::text, 5, '0'), u.email, '015112345678',
      date '1998-05-17', u.id,
      (array['short_term', 'minijob', 'student', 'insured', 'other'])[1 + u.n % 5]
    from (select id, email, row_number() over (order by id) as n from users
      where email like 'bench-law-%') u`);
  await db.execute(sql`insert into staff_wages (bewerber_id, valid_from, cents_per_hour)
    select id, date '2026-01-01', 1390 + (id % 7) * 100 from bewerber where id % 10 <> 0`);
  await db.execute(sql`insert into declared_short_term_jobs
      (bewerber_id, employer, date_from, date_to, working_days)
    select id, 'Andere Agentur', date '2026-02-02', date '2026-02-13', 10
    from bewerber where employment_status = 'short_term' and id % 3 = 0`);
  await db.execute(sql`insert into lecture_periods (bewerber_id, date_from, date_to)
    select id, d.f, d.t from bewerber,
      (values (date '2026-04-13', date '2026-07-17'), (date '2026-10-12', date '2027-02-05')) d(f, t)
    where employment_status = 'student'`);
  await db.execute(sql`insert into staff_assignments (bewerber_id, messe_id, customer_id, state)
    select b.id, p.messe_id, p.customer_id, 'confirmed' from
      (select id, row_number() over (order by id) as n from bewerber) b
      cross join generate_series(0, ${BOOKINGS_EACH - 1}) as k
      join (select messe_id, customer_id, row_number() over (order by messe_id, customer_id) - 1 as n
        from messe_customers) p
      on p.n = (b.n * 7 + k * 91) % ${FAIRS * CUSTOMERS_PER_FAIR}
    on conflict do nothing`);
  await db.execute(sql`insert into times (messe_id, customer_id, bewerber_id, day, time_start,
      time_end, time_break)
    select a.messe_id, a.customer_id, a.bewerber_id, d::date, 540, 1050, 30 from
      (select sa.*, row_number() over (partition by sa.bewerber_id order by sa.messe_id) as k
        from staff_assignments sa) a
      join messen m on m.id = a.messe_id
      cross join generate_series(m.date_start, m.date_end, interval '1 day') d
    where a.k <= ${WORKED_BOOKINGS_EACH}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

/** p50 and p99 of the check of one person on PostgreSQL. */
export async function measureLawCheck(step: (what: string) => void): Promise<Figure[]> {
  const name = `assignment check of one person, ${String(STAFF)} staff, a year of bookings and times (PostgreSQL)`;
  let database;
  try {
    database = await createThrowawayDatabase();
  } catch (error) {
    const note = `no PostgreSQL at ${postgresServerLabel()} (${(error as Error).message})`;
    return [
      { name: `${name} p99`, value: Number.NaN, unit: 'ms', max: BUDGETS.lawCheckP99Ms, note },
    ];
  }
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-lawcheck-'));
  try {
    const handle = await openDatabase({ databaseUrl: database.url, dbDir: join(root, 'db') });
    try {
      step('law check: seeding 20,000 staff and a year on PostgreSQL');
      const started = Date.now();
      await migrateDatabase(handle);
      await seed(handle.db);
      const seedMs = Date.now() - started;
      const counts = (await handle.db.execute(sql`select
          (select count(*) from bewerber)::int as staff,
          (select count(*) from staff_assignments)::int as bookings,
          (select count(*) from times)::int as times`)) as unknown as {
        rows: { staff: number; bookings: number; times: number }[];
      };
      const scene = counts.rows[0];
      // A pair in September; people of every status in turn, booked elsewhere that month.
      const pairs = (await handle.db.execute(sql`select messe_id, customer_id from messe_customers
        join messen on messen.id = messe_id where date_start = date '2026-09-14'
        order by customer_id limit 1`)) as unknown as {
        rows: { messe_id: number; customer_id: number }[];
      };
      const pairRow = pairs.rows[0];
      if (!pairRow) throw new Error('law check bench: no pair in September');
      const pair = { messeId: pairRow.messe_id, customerId: pairRow.customer_id };
      const people = (
        (await handle.db.execute(sql`select id from bewerber where id not in
          (select bewerber_id from staff_assignments where messe_id = ${pair.messeId}
            and customer_id = ${pair.customerId})
          order by id limit 200`)) as unknown as { rows: { id: number }[] }
      ).rows.map((row) => row.id);
      step('law check: timing');
      let blocking = 0;
      const times: number[] = [];
      for (let i = 0; i < WARMUP + CHECKS; i++) {
        const id = people[i % people.length] ?? 0;
        const begin = performance.now();
        const answer = await checkStaffOnPair(handle.db, pair, [id]);
        const ms = performance.now() - begin;
        if (!('items' in answer) || answer.items.length !== 1) {
          throw new Error(`law check bench: no check for ${String(id)}`);
        }
        if (i >= WARMUP) {
          times.push(ms);
          if (answer.items[0]?.blocking) blocking++;
        }
      }
      times.sort((a, b) => a - b);
      const note = `${String(CHECKS)} checks of one person each, one at a time, ${String(people.length)} people of every status; ${String(blocking)} blocking; ${String(scene?.staff)} staff, ${String(scene?.bookings)} bookings, ${String(scene?.times)} times; seeded in ${String(round(seedMs / 1000, 1))} s`;
      return [
        { name: `${name} p50`, value: round(percentile(times, 0.5), 2), unit: 'ms' },
        {
          name: `${name} p99`,
          value: round(percentile(times, 0.99), 2),
          unit: 'ms',
          max: BUDGETS.lawCheckP99Ms,
          note,
        },
      ];
    } finally {
      await handle.close();
    }
  } finally {
    await database.drop();
    await rm(root, { recursive: true, force: true });
  }
}
