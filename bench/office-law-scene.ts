import { sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { lawMonth } from '@server/records/law-snapshots';

/*
 * The employment-law facts of the office scene's staff (issue 27), so the
 * staff list's filter "nah an einer Grenze" finds a real share of them: about
 * 40 % short-term, 30 % Minijob, 10 % students, 15 % insured, the rest not
 * recorded; everyone with a status has an hourly wage. One short-term person
 * in eight (~1,000) declared earlier jobs of 60–71 working days this year,
 * near or past the 70, the other short-term declarations are far below it. The
 * scene has no bookings or times, so nobody else is near a limit.
 */

/** A stable pseudo-random integer in [0, n) of a person (as office-scene.ts's, other salts). */
const hashed = (salt: number, n: number) =>
  sql.raw(`((hashint4(b.id * 7 + ${String(salt)}) & 2147483647) % ${String(n)})`);

const STAFF = sql.raw(`b.user_id is not null and b.email like 'person-%@bench.example.org'`);

/** Seeds the facts; returns how many short-term people declared enough days to be near the limit. */
export async function seedStaffLaw(db: Database): Promise<number> {
  // The calendar year the snapshots count (Europe/Berlin, as the server's month).
  const year = lawMonth().slice(0, 4);
  const day = (monthDay: string) => sql.raw(`date '${year}-${monthDay}'`);
  await db.execute(sql`update bewerber b set employment_status = case
      when ${hashed(40, 100)} < 40 then 'short_term'
      when ${hashed(40, 100)} < 70 then 'minijob'
      when ${hashed(40, 100)} < 80 then 'student'
      when ${hashed(40, 100)} < 95 then 'insured' end
    where ${STAFF}`);
  await db.execute(sql`insert into staff_wages (bewerber_id, valid_from, cents_per_hour)
    select b.id, ${day('01-01')}, 1390 + ${hashed(41, 8)} * 50 from bewerber b
    where ${STAFF} and b.employment_status is not null`);
  // Near: over half a year, fewer than five days a week, so the 70 working days decide.
  await db.execute(sql`insert into declared_short_term_jobs
      (bewerber_id, employer, date_from, date_to, working_days)
    select b.id, 'Andere Agentur', ${day('01-05')}, ${day('06-30')}, 60 + ${hashed(42, 12)}
    from bewerber b where ${STAFF} and b.employment_status = 'short_term' and ${hashed(43, 8)} = 0`);
  await db.execute(sql`insert into declared_short_term_jobs
      (bewerber_id, employer, date_from, date_to, working_days)
    select b.id, 'Andere Agentur', ${day('02-02')}, ${day('03-27')}, 5 + ${hashed(42, 30)}
    from bewerber b where ${STAFF} and b.employment_status = 'short_term'
      and ${hashed(43, 8)} between 1 and 3`);
  await db.execute(sql`insert into lecture_periods (bewerber_id, date_from, date_to)
    select b.id, d.f, d.t from bewerber b,
      (values (${day('04-13')}, ${day('07-17')}), (${day('10-12')}, ${day('12-31')})) d(f, t)
    where ${STAFF} and b.employment_status = 'student'`);
  const result = (await db.execute(sql`select count(*)::int as near from bewerber b
    where ${STAFF} and b.employment_status = 'short_term' and ${hashed(43, 8)} = 0`)) as {
    rows: { near: number }[];
  };
  return result.rows[0]?.near ?? 0;
}
