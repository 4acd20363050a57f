import { join } from 'node:path';
import { DEFAULT_TIME_ENTRY } from '@domain/shared/times/time';
import { createSession } from '@server/platform/accounts/sessions';
import { loadConfig } from '@server/platform/config/config';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { seedDemoData } from '@server/tools/demo/seed';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { staffAssignments, times } from '@server/platform/db/schema/messen';
import { assignSupervisor, createMesseCustomer, createUser } from '@tests/support/factories';

/** A date view and a customer sheet of 300 staff × 10 days. */
export const SHEET_STAFF = 300;
export const FAIR_DAYS = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'].map(
  (day) => `2026-11-${day}`,
);
/** The drain: 200 staff × 10 days = 2,000 queued time entries. */
export const DRAIN_STAFF = 200;

export type Pair = { messeId: number; customerId: number };

export type TimetrackingScene = {
  /** 300 staff, every day with times; its supervisor's session cookie. */
  sheet: Pair & { cookie: string };
  /** DRAIN_STAFF staff without times, for the outbox drain; another supervisor's cookie. */
  drain: Pair & { cookie: string };
};

const COOKIE_NAME = 'mp_session'; // the portal runs with NODE_ENV=development in the bench
const POLICY = { idleDays: 30, absoluteDays: 30 };

async function staffOn(db: Database, pair: Pair, count: number, label: string): Promise<number[]> {
  const rows = await db
    .insert(bewerber)
    .values(
      Array.from({ length: count }, (_, i) => ({
        gender: 'w' as const,
        firstname: 'Bench',
        lastname: `${label} ${String(i + 1).padStart(3, '0')}`,
        email: `bench-${label.toLowerCase()}-${i + 1}@example.test`,
        phoneMobile: '015112345678',
        birthdate: '1998-05-17',
      })),
    )
    .returning({ id: bewerber.id });
  const ids = rows.map((row) => row.id);
  await db.insert(staffAssignments).values(ids.map((bewerberId) => ({ bewerberId, ...pair })));
  return ids;
}

async function supervisorOf(db: Database, pair: Pair): Promise<string> {
  const user = await createUser(db, { timetracking: true });
  await assignSupervisor(db, user.id, pair);
  const { token } = await createSession(db, user.id, POLICY);
  return `${COOKIE_NAME}=${token}`;
}

async function seed(db: Database): Promise<TimetrackingScene> {
  const fair = { dateStart: FAIR_DAYS[0], dateEnd: FAIR_DAYS[FAIR_DAYS.length - 1] };
  const sheetPair = await createMesseCustomer(db, fair);
  const sheet = { messeId: sheetPair.messeId, customerId: sheetPair.customerId };
  const staff = await staffOn(db, sheet, SHEET_STAFF, 'Sheet');
  await db
    .insert(times)
    .values(
      staff.flatMap((bewerberId) =>
        FAIR_DAYS.map((day) => ({ ...sheet, bewerberId, day, ...DEFAULT_TIME_ENTRY })),
      ),
    );
  const drainPair = await createMesseCustomer(db, fair);
  const drain = { messeId: drainPair.messeId, customerId: drainPair.customerId };
  await staffOn(db, drain, DRAIN_STAFF, 'Drain');
  return {
    sheet: { ...sheet, cookie: await supervisorOf(db, sheet) },
    drain: { ...drain, cookie: await supervisorOf(db, drain) },
  };
}

/**
 * Seeds the scene into the database a portal will run on, before it starts
 * (PGlite allows one process per data directory): DATA_DIR/db or a PostgreSQL URL.
 * The demo data comes first, as the portal would create it (it seeds only an
 * empty database), encrypted with the keys the portal will find in DATA_DIR.
 */
export async function seedTimetrackingScene(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<TimetrackingScene> {
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
    return await seed(handle.db);
  } finally {
    await handle.close();
  }
}
