import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '@server/platform/config/config';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { seedDemoData } from '@server/tools/demo/seed';
import { encodeCursor } from '@server/areas/buero/cursor';
import { lawMonth, refreshLawSnapshots } from '@server/records/law-snapshots';
import { seedStaffLaw } from './office-law-scene';

/*
 * The office at scale (docs/product/office.md). 100,000 applications and 20,000 staff, seeded
 * set-based (INSERT … SELECT generate_series) so it takes seconds on PGlite
 * and PostgreSQL alike. Every "random" choice is hashint4 of the row number:
 * the same rows on both databases and in every run.
 */

export const OFFICE_APPLICATIONS = 100_000;
export const OFFICE_STAFF = 20_000;
const OFFICE_FAIRS = 36;
const YEARS = 3;

export type OfficeScene = {
  applications: number;
  people: number;
  staff: number;
  /** The scene's staff whose warm snapshot is near a limit (the filter "nah an einer Grenze"). */
  nearLimit: number;
  seedMs: number;
  /** Keyset cursors half-way down the applicant list (date sort, name sort). */
  deepCursor: { date: string; name: string };
  /** The same for the staff list (a login's creation and id; the person's names and id). */
  staffDeepCursor: { date: string; name: string };
};

const FIRSTNAMES = (
  'Anna Lena Marie Sophie Lea Hannah Emma Mia Laura Julia Sarah Lisa Katharina ' +
  'Johanna Clara Paula Ida Greta Nele Emily Lukas Leon Paul Jonas Felix Elias Noah ' +
  'Ben Finn Luis Maximilian Tim Jan Moritz David Niklas Tom Philipp Simon Jakob ' +
  'Ayşe Mehmet Zeynep Can Olga Dmitri Chiara Marco Lucía Pablo'
).split(' ');
const LASTNAMES = (
  'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann ' +
  'Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun ' +
  'Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier Lehmann ' +
  'Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs ' +
  'Peters Lang Scholz Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller ' +
  'Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Schuster ' +
  'Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto ' +
  'Sommer Groß Seidel Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler ' +
  'Kuhn Kühn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer Arnold Wolff Yılmaz ' +
  'Kaya Demir Ivanova Rossi García'
).split(' ');
const CITIES = (
  'Hannover,Hamburg,Berlin,München,Köln,Frankfurt am Main,Düsseldorf,Leipzig,' +
  'Stuttgart,Nürnberg,Essen,Bremen,Dresden,Münster,Kassel'
).split(',');

/** Rows of a select; both drivers answer { rows }, the driver-neutral Database type says unknown. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** A constant written into the statement (a parameter would be typed by its first use). */
const num = (value: number) => sql.raw(String(value));

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** A stable pseudo-random integer in [0, n) for a row expression and a salt (PostgreSQL's hashint4). */
const hashed = (row: string, salt: number, n: number | string) =>
  `((hashint4((${row}) * 7 + ${salt}) & 2147483647) % ${n})`;
const pick = (row: string, salt: number, n: number) => sql.raw(hashed(row, salt, n));

/** The applicants: one bewerber row per application, e-mail and name from the person. */
async function seedApplications(db: Database): Promise<void> {
  // About one row in six, spread over the three years, is someone applying again (the
  // person of an earlier row: same e-mail, name and birthdate), some of them several times.
  const person = `(case when g.i > 1000 and ${hashed('g.i', 1, 100)} < 17 then 1 + ${hashed('g.i', 35, '(g.i - 1)')} else g.i end)`;
  const step2 = sql.raw(`${hashed('g.i', 2, 100)} >= 30`); // 70 % reached step 2
  const level = (salt: number, max: number) =>
    sql`case when ${step2} then ${pick('g.i', salt, max + 1)} end`;
  // Rows in the order they arrived: ids and creation instants rise together over three years.
  await db.execute(sql`
    insert into bewerber (gender, firstname, lastname, email, phone_mobile, birthdate, student,
      job, street, zipcode, city, photo_key, language_german, language_english, language_french,
      language_spanish, language_italian, language_turkish, language_russian, experience_service,
      experience_bar, experience_kueche, experience_infodesk, experience_promotion,
      privacy_accepted_at, created_at, updated_at)
    select
      (array['w','m','d'])[1 + ${pick('p.person', 3, 3)}],
      (${textArray(FIRSTNAMES)})[1 + ${pick('p.person', 4, FIRSTNAMES.length)}],
      (${textArray(LASTNAMES)})[1 + ${pick('p.person', 5, LASTNAMES.length)}],
      'person-' || p.person || '@bench.example.org',
      '0151' || lpad((p.person % 10000000)::text, 7, '0'),
      date '1966-01-01' + ${pick('p.person', 6, 40 * 365)},
      ${pick('p.person', 7, 2)} = 0,
      case when ${pick('p.person', 7, 2)} = 0 then null else 'Sonstiges' end,
      case when ${step2} then 'Messeallee ' || (1 + g.i % 200) end,
      case when ${step2} then lpad((10000 + g.i % 89999)::text, 5, '0') end,
      case when ${step2} then (${textArray(CITIES)})[1 + ${pick('g.i', 8, CITIES.length)}] end,
      case when ${step2} and ${pick('g.i', 9, 10)} < 6 then 'bench/photo-' || g.i || '.jpg' end,
      case when ${step2} then 2 + ${pick('g.i', 10, 3)} end,
      ${level(11, 4)}, ${level(12, 4)}, ${level(13, 3)}, ${level(14, 2)}, ${level(15, 2)},
      ${level(16, 2)}, ${level(17, 3)}, ${level(18, 3)}, ${level(19, 2)}, ${level(20, 3)},
      ${level(21, 3)},
      p.created_at, p.created_at, p.created_at
    from generate_series(1, ${num(OFFICE_APPLICATIONS)}) as g(i),
      lateral (select ${sql.raw(person)} as person,
        now() - make_interval(secs => (${num(OFFICE_APPLICATIONS)} - g.i) * ${num((YEARS * 365 * 86400) / OFFICE_APPLICATIONS)}
          + ${pick('g.i', 22, 600)}) as created_at) as p
    order by g.i`);
  // One application per row above, in the same order, so ids rise with creation.
  await db.execute(sql`
    insert into applications (bewerber_id, status, locale, submitted_at, decision, created_at, updated_at)
    select b.id,
      case when b.street is null then 'step1'
        when ${pick('b.id', 23, 100)} < 3 then 'withdrawn' else 'complete' end,
      case when ${pick('b.id', 24, 5)} = 0 then 'en' else 'de' end,
      case when b.street is not null then b.created_at + interval '2 days' end,
      case when b.street is null then null
        when ${pick('b.id', 25, 100)} < 8 then 'invited'
        when ${pick('b.id', 25, 100)} < 30 then 'rejected' end,
      b.created_at, b.created_at
    from bewerber b
    where b.email like 'person-%@bench.example.org'
    order by b.id`);
  await db.execute(sql`
    update applications set decided_at = created_at + interval '5 days',
      decided_by = (select id from users where role = 'office' order by id limit 1),
      reject_reason = case when decision = 'rejected' then 'Kein passender Einsatz' end
    where decision is not null`);
}

/** Chosen fairs and locations of those who reached step 2. */
async function seedChoices(db: Database): Promise<void> {
  // Neighbouring fairs and locations of one hashed start: distinct without a DISTINCT
  // (which cost PGlite seconds); ON CONFLICT only guards a scene with a single location.
  await db.execute(sql`
    insert into messen (name, city, date_start, date_end)
    select 'Benchmesse ' || f, (${textArray(CITIES)})[1 + f % ${num(CITIES.length)}],
      current_date - ${num(YEARS * 365)} + f * ${num(Math.floor((YEARS * 365) / OFFICE_FAIRS))},
      current_date - ${num(YEARS * 365)} + f * ${num(Math.floor((YEARS * 365) / OFFICE_FAIRS))} + 4
    from generate_series(1, ${num(OFFICE_FAIRS)}) as f`);
  await db.execute(sql`
    insert into bewerber_messen (bewerber_id, messe_id, created_at)
    select b.id, m.ids[1 + (${pick('b.id', 26, 1000)} + k) % array_length(m.ids, 1)], b.created_at
    from bewerber b
    cross join generate_series(0, 2) as k
    cross join (select array_agg(id order by id) as ids from messen) as m
    where b.street is not null and ${pick('b.id', 27, 3)} >= k
    on conflict do nothing`);
  await db.execute(sql`
    insert into bewerber_locations (bewerber_id, location_id)
    select b.id, l.ids[1 + (${pick('b.id', 28, 1000)} + k) % array_length(l.ids, 1)]
    from bewerber b
    cross join generate_series(0, 1) as k
    cross join (select array_agg(id order by id) as ids from locations) as l
    where b.street is not null and (k = 0 or ${pick('b.id', 29, 4)} = 0)
    on conflict do nothing`);
}

/**
 * Staff: the latest complete application of OFFICE_STAFF people is decided
 * 'staff' and its row linked to a login of role staff; some supervise times,
 * some have a contract, some have documents.
 */
async function seedStaff(db: Database): Promise<void> {
  await db.execute(sql`
    with latest as (
      select a.id as application_id, b.id as bewerber_id, b.email, b.firstname, b.lastname,
        b.created_at
      from applications a join bewerber b on b.id = a.bewerber_id
      where b.email like 'person-%@bench.example.org' and a.status = 'complete'
        and not exists (select 1 from bewerber later where lower(later.email) = lower(b.email)
          and later.id > b.id)
      order by ${pick('b.id', 30, 1_000_000)}
      limit ${num(OFFICE_STAFF)}
    ),
    decided as (
      update applications a set decision = 'staff', decided_at = l.created_at + interval '9 days',
        decided_by = (select id from users where role = 'office' order by id limit 1),
        reject_reason = null
      from latest l where a.id = l.application_id
      returning l.bewerber_id
    ),
    logins as (
      insert into users (email, password_hash, firstname, lastname, timetracking, role, created_at)
      select l.email, '!bench-no-login', l.firstname, l.lastname, ${pick('l.bewerber_id', 31, 50)} = 0,
        'staff', l.created_at + interval '9 days'
      from latest l
      returning id, email
    )
    update bewerber b set user_id = logins.id,
      contract = ${pick('b.id', 32, 3)} = 0,
      kk_type = case when ${pick('b.id', 32, 3)} = 0 then 'gesetzlich' end,
      kk_name = case when ${pick('b.id', 32, 3)} = 0 then 'Bench BKK' end
    from logins where b.email = logins.email and b.id in (select bewerber_id from decided)`);
  await db.execute(sql`
    insert into documents (bewerber_id, type, storage_key, original_name, mime_type, size_bytes,
      created_at)
    select b.id, (array['vertrag','ausweis','immatrikulation'])[1 + k],
      'bench/doc-' || b.id || '-' || k, 'dokument-' || k || '.pdf', 'application/pdf',
      20000 + ${pick('b.id + k', 33, 500000)}, b.created_at + interval '10 days'
    from bewerber b cross join generate_series(0, 2) as k
    where b.user_id is not null and b.email like 'person-%@bench.example.org'
      and ${pick('b.id', 34, 4)} > k`);
}

/**
 * Cursors of the row half-way down each sort, as the list would hand them out
 * after a thousand pages (the keys of applicant-list.ts; the seeder may use an
 * offset, the list never does).
 */
async function deepCursors(db: Database): Promise<OfficeScene['deepCursor']> {
  const middle = num(Math.floor(OFFICE_APPLICATIONS / 2));
  const [date] = await rowsOf<{ created_at: string; id: number }>(
    db,
    sql`
    select created_at::text as created_at, id from applications
    order by created_at desc, id desc offset ${middle} limit 1`,
  );
  const [name] = await rowsOf<{ lastname: string; firstname: string; id: number }>(
    db,
    sql`
    select lower(b.lastname) as lastname, lower(b.firstname) as firstname, a.id
    from applications a join bewerber b on b.id = a.bewerber_id
    order by lower(b.lastname), lower(b.firstname), a.id offset ${middle} limit 1`,
  );
  if (!date || !name) throw new Error('office scene: no middle row');
  return {
    date: encodeCursor({ sort: 'date', createdAt: date.created_at, id: Number(date.id) }),
    name: encodeCursor({ sort: 'name', ...name, id: Number(name.id) }),
  };
}

/** The staff list's cursors half-way down (helper B's keys: server/areas/buero/staff-list.ts). */
async function staffDeepCursors(db: Database): Promise<OfficeScene['staffDeepCursor']> {
  const middle = num(Math.floor(OFFICE_STAFF / 2));
  const [date] = await rowsOf<{ created_at: string; id: number }>(
    db,
    sql`select created_at::text as created_at, id from users where role = 'staff'
      order by created_at desc, id desc offset ${middle} limit 1`,
  );
  const [name] = await rowsOf<{ lastname: string; firstname: string; id: number }>(
    db,
    sql`select lower(b.lastname) as lastname, lower(b.firstname) as firstname, b.id
      from bewerber b join users u on u.id = b.user_id where u.role = 'staff'
      order by lower(b.lastname), lower(b.firstname), b.id offset ${middle} limit 1`,
  );
  if (!date || !name) throw new Error('office scene: no middle staff row');
  return {
    date: encodeCursor({ sort: 'date', createdAt: date.created_at, id: Number(date.id) }),
    name: encodeCursor({ sort: 'name', ...name, id: Number(name.id) }),
  };
}

/**
 * Seeds the office scene into the database a portal will run on, before it
 * starts: the demo data first (the office login), then the 100,000
 * applications and 20,000 staff, then VACUUM ANALYZE (as autovacuum would).
 */
export async function seedOfficeScene(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<OfficeScene> {
  const handle = await openDatabase({
    databaseUrl: target.databaseUrl ?? null,
    dbDir: join(target.dataDir, 'db'),
  });
  try {
    await migrateDatabase(handle);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: target.dataDir,
    });
    await seedDemoData(handle.db, createFieldCipher(config.encryptionKeys));
    const started = performance.now();
    // No transaction: a throwaway database; statistics between the steps keep the later
    // statements' plans sane (without them, picking the staff takes 45 s instead of 0.2 s).
    await seedApplications(handle.db);
    await handle.db.execute(sql`analyze`);
    await seedChoices(handle.db);
    await seedStaff(handle.db);
    const intendedNear = await seedStaffLaw(handle.db);
    // Warm the employment-law snapshots as the server's background job does (issue 27).
    await refreshLawSnapshots(handle.db);
    // The seeding's updates leave dead rows (the snapshots' placeholders, the staff's statuses);
    // PostgreSQL's autovacuum would clear them, PGlite has none (bitmap scans read each one).
    await handle.db.execute(sql`vacuum analyze`);
    const seedMs = Math.round(performance.now() - started);
    const [row] = await rowsOf<{
      applications: number;
      people: number;
      staff: number;
      nearLimit: number;
    }>(
      handle.db,
      sql`select (select count(*)::int from applications) as applications,
        (select count(*)::int from law_snapshots s join bewerber b on b.id = s.bewerber_id
          where s.near_limit and not s.stale and s.month = ${lawMonth()}
            and b.email like 'person-%@bench.example.org') as "nearLimit",
        (select count(distinct lower(email))::int from bewerber b
          where exists (select 1 from applications a where a.bewerber_id = b.id)) as people,
        (select count(*)::int from bewerber b join users u on u.id = b.user_id
          where u.role = 'staff') as staff`,
    );
    if (!row) throw new Error('office scene: no counts');
    if (row.nearLimit !== intendedNear) {
      throw new Error(`office scene: ${row.nearLimit} near a limit, ${intendedNear} intended`);
    }
    return {
      ...row,
      seedMs,
      deepCursor: await deepCursors(handle.db),
      staffDeepCursor: await staffDeepCursors(handle.db),
    };
  } finally {
    await handle.close();
  }
}
