import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@server/platform/accounts/sessions';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { measureLatency, measureRepeated } from './http-latency';
import { createThrowawayDatabase, postgresServerLabel } from './postgres';

/*
 * "Meine Einsätze" at season scale (issue 24): GET /app/api/einsaetze of a
 * person with 60 bookings, among 5,000 other staff with 12 bookings each on
 * 1,200 fair/customer pairs (two supervisors a pair), on PostgreSQL at 10
 * connections (`npm run bench -- bookings`).
 */

export const BOOKINGS_OF_THE_PERSON = 60;
const FAIRS = 300;
const CUSTOMERS_PER_FAIR = 4;
const OTHER_STAFF = 5_000;
const BOOKINGS_EACH = 12;
const SUPERVISORS = 200;
const CHUNK = 5_000;
const COOKIE_NAME = 'mp_session'; // the portal runs with NODE_ENV=development in the bench
const LOAD = { seconds: 5, warmupSeconds: 2, runs: 3, connections: 10 };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
};

const person = (label: string, i: number) => ({
  gender: 'w' as const,
  firstname: 'Bench',
  lastname: `${label} ${String(i).padStart(5, '0')}`,
  email: `bench-${label.toLowerCase()}-${String(i)}@example.test`,
  phoneMobile: '015112345678',
  birthdate: '1998-05-17',
});

/** Seeds the scene; returns the session cookie of the person with 60 bookings. */
export async function seedScene(db: Database): Promise<string> {
  // Fairs over two years, a fair every two to three days: past ones and coming ones.
  const fairRows = await db
    .insert(messen)
    .values(
      Array.from({ length: FAIRS }, (_, i) => ({
        name: `Bench-Messe ${String(i)}`,
        city: 'Hannover',
        dateStart: day(i * 2),
        dateEnd: day(i * 2 + 3),
      })),
    )
    .returning({ id: messen.id });
  const customerRows = await db
    .insert(customers)
    .values(
      Array.from({ length: FAIRS * CUSTOMERS_PER_FAIR }, (_, i) => ({
        name: `Kunde ${String(i)}`,
      })),
    )
    .returning({ id: customers.id });
  const pairs = fairRows.flatMap((fair, f) =>
    Array.from({ length: CUSTOMERS_PER_FAIR }, (_, c) => ({
      messeId: fair.id,
      customerId: customerRows[f * CUSTOMERS_PER_FAIR + c]?.id ?? 0,
      meetingPoint: `Halle ${String(c + 1)}, Stand ${String(f)}`,
      meetingTime: '07:30',
      supervisorPhone: '0171 1234567',
    })),
  );
  await inChunks(pairs, (chunk) => db.insert(messeCustomers).values(chunk));
  const supervisorRows = await db
    .insert(users)
    .values(
      Array.from({ length: SUPERVISORS }, (_, i) => ({
        email: `bench-aufsicht-${String(i)}@example.test`,
        passwordHash: 'x',
        firstname: 'Aufsicht',
        lastname: `Nr ${String(i)}`,
        timetracking: true,
      })),
    )
    .returning({ id: users.id });
  await inChunks(
    pairs.flatMap((pair, p) =>
      [p % SUPERVISORS, (p + 1) % SUPERVISORS].map((s) => ({
        userId: supervisorRows[s]?.id ?? 0,
        messeId: pair.messeId,
        customerId: pair.customerId,
      })),
    ),
    (chunk) => db.insert(supervisorAssignments).values(chunk),
  );
  const others: { id: number }[] = [];
  await inChunks(
    Array.from({ length: OTHER_STAFF }, (_, i) => person('Staff', i)),
    async (chunk) =>
      others.push(...(await db.insert(bewerber).values(chunk).returning({ id: bewerber.id }))),
  );
  await inChunks(
    others.flatMap(({ id }, i) =>
      Array.from({ length: BOOKINGS_EACH }, (_, b) => {
        const pair = pairs[(i * 7 + b * 97) % pairs.length];
        return { bewerberId: id, messeId: pair?.messeId ?? 0, customerId: pair?.customerId ?? 0 };
      }),
    ),
    (chunk) => db.insert(staffAssignments).values(chunk).onConflictDoNothing(),
  );
  const [account] = await db
    .insert(users)
    .values({
      email: 'bench-season@example.test',
      passwordHash: 'x',
      firstname: 'Saison',
      lastname: 'Bench',
    })
    .returning({ id: users.id });
  if (!account) throw new Error('bench person not created');
  const [me] = await db
    .insert(bewerber)
    .values({ ...person('Season', 0), userId: account.id })
    .returning({ id: bewerber.id });
  if (!me) throw new Error('bench staff record not created');
  // One booking on every fifth fair: past and coming ones, each state.
  await db.insert(staffAssignments).values(
    Array.from({ length: BOOKINGS_OF_THE_PERSON }, (_, i) => {
      const pair = pairs[i * 5 * CUSTOMERS_PER_FAIR + (i % CUSTOMERS_PER_FAIR)];
      return {
        bewerberId: me.id,
        messeId: pair?.messeId ?? 0,
        customerId: pair?.customerId ?? 0,
        state: (['requested', 'confirmed', 'declined'] as const)[i % 3],
      };
    }),
  );
  const { token } = await createSession(db, account.id, { idleDays: 30, absoluteDays: 30 });
  return `${COOKIE_NAME}=${token}`;
}

/** The bookings answer of the person with 60 bookings under load, on PostgreSQL. */
export async function measureBookings(
  port: number,
  step: (what: string) => void,
): Promise<Figure[]> {
  const name = `GET /app/api/einsaetze, ${String(BOOKINGS_OF_THE_PERSON)} bookings, ${String(LOAD.connections)} connections (PostgreSQL) p99`;
  let database;
  try {
    database = await createThrowawayDatabase();
  } catch (error) {
    const note = `no PostgreSQL at ${postgresServerLabel()} (${(error as Error).message})`;
    return [{ name, value: Number.NaN, unit: 'ms', max: BUDGETS.bookingsP99Ms, note }];
  }
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-bookings-'));
  try {
    step('bookings: seeding 60,000 bookings on PostgreSQL');
    const started = Date.now();
    const handle = await openDatabase({ databaseUrl: database.url, dbDir: join(root, 'db') });
    let cookie: string;
    try {
      await migrateDatabase(handle);
      cookie = await seedScene(handle.db);
    } finally {
      await handle.close();
    }
    const seedMs = Date.now() - started;
    const env = { LOG_LEVEL: 'warn', DATA_DIR: root, DATABASE_URL: database.url };
    const portal = await startPortal(env, port);
    try {
      const load = {
        url: `${portal.url}/app/api/einsaetze`,
        headers: { ...XHR, cookie },
        expectStatus: 200,
        connections: LOAD.connections,
      };
      const answer = await fetch(load.url, { headers: load.headers });
      const items = ((await answer.json()) as { items: unknown[] }).items.length;
      if (items !== BOOKINGS_OF_THE_PERSON)
        throw new Error(`bookings answer has ${String(items)} items`);
      step('bookings: GET /app/api/einsaetze under load');
      await measureLatency(`${name} warm-up`, { ...load, seconds: LOAD.warmupSeconds });
      const result = await measureRepeated(name, { ...load, seconds: LOAD.seconds }, LOAD.runs);
      return [
        {
          name,
          value: result.median.p99,
          unit: 'ms',
          max: BUDGETS.bookingsP99Ms,
          note: `runs ${result.runs.map((run) => run.p99).join(' / ')}, p50 ${String(result.median.p50)} ms, ${String(result.median.rps)} req/s; seeded in ${String(round(seedMs / 1000, 1))} s`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
    await rm(root, { recursive: true, force: true });
  }
}
