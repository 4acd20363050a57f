import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFeed } from '@server/areas/kalender/writes';
import { loadConfig } from '@server/platform/config/config';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { messeCustomers, staffAssignments } from '@server/platform/db/schema/messen';
import {
  assignSupervisor,
  createMesseCustomer,
  createStaffUser,
  createUser,
} from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure } from './figures';
import { measureLatency, measureRepeated } from './http-latency';
import { createThrowawayDatabase, postgresServerLabel } from './postgres';

/*
 * The private calendar feed (issue 24) of a person with 200 events (40
 * bookings of 5 days, each with a meeting point, time and supervisor), asked
 * by 10 connections on PostgreSQL (`npm run bench -- kalender`).
 */

const BOOKINGS = 40;
const DAYS = 5;
const RUNS = 3;

async function seed(databaseUrl: string, dataDir: string): Promise<string> {
  const handle = await openDatabase({ databaseUrl, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir });
    const db = handle.db;
    const { user, bewerber } = await createStaffUser(db);
    const boss = await createUser(db, { timetracking: true, firstname: 'Bea', lastname: 'Boss' });
    for (let i = 0; i < BOOKINGS; i++) {
      const start = new Date(Date.UTC(2027, 0, 1 + i * 7));
      const end = new Date(start.getTime() + (DAYS - 1) * 86_400_000);
      const pair = await createMesseCustomer(db, {
        dateStart: start.toISOString().slice(0, 10),
        dateEnd: end.toISOString().slice(0, 10),
      });
      await db
        .update(messeCustomers)
        .set({ meetingPoint: `Halle ${String(i)}`, meetingTime: '07:30', supervisorPhone: '0171' })
        .where(eqPair(pair));
      await assignSupervisor(db, boss.id, pair);
      await db.insert(staffAssignments).values({ bewerberId: bewerber.id, ...pair });
    }
    const feed = await createFeed(db, createFieldCipher(config.encryptionKeys), {
      userId: user.id,
      ip: '127.0.0.1',
    });
    if (!feed) throw new Error('no feed made');
    return `/app/api/kalender/${feed.token}.ics`;
  } finally {
    await handle.close();
  }
}

const eqPair = (pair: { messeId: number; customerId: number }) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

/** p99 of the 200-event feed on PostgreSQL, median of three runs. */
export async function measureCalendarFeed(port: number): Promise<Figure[]> {
  const name = `GET calendar feed of ${String(BOOKINGS * DAYS)} events, 10 connections (PostgreSQL)`;
  let database;
  try {
    database = await createThrowawayDatabase();
  } catch (error) {
    const why = `no PostgreSQL at ${postgresServerLabel()} (${(error as Error).message})`;
    return [{ name: `${name} p99`, value: Number.NaN, unit: 'ms', note: why }];
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'mp-bench-kalender-'));
  try {
    const path = await seed(database.url, dataDir);
    const portal = await startPortal(
      {
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        // The per-feed limit would answer 429 to a load test of one feed.
        CALENDAR_FEED_MAX: '1000000000',
      },
      port,
    );
    try {
      const load = { url: `${portal.url}${path}`, expectStatus: 200, seconds: 5 };
      await measureLatency(`${name} warm-up`, { ...load, seconds: 2 });
      const feed = await measureRepeated(name, load, RUNS);
      const sample = await (await fetch(load.url)).text();
      const events = sample.split('BEGIN:VEVENT').length - 1;
      if (events !== BOOKINGS * DAYS) throw new Error(`feed has ${String(events)} events`);
      return [
        {
          name: `${name} p99`,
          value: feed.median.p99,
          unit: 'ms',
          max: BUDGETS.calendarFeedP99Ms,
          note: `an unchanged feed asked again (its text kept; a change writes it anew); runs ${feed.runs.map((run) => run.p99).join(' / ')}, p50 ${String(feed.median.p50)} ms, ${String(feed.median.rps)} req/s, ${String(Math.round(sample.length / 1024))} KB`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
