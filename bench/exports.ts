import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@server/platform/accounts/sessions';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { staffAssignments, times } from '@server/platform/db/schema/messen';
import { createMesseCustomer, createUser } from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { percentile, pollHealth } from './health-poll';

/*
 * ADR 0034: a fair's ZIP of 61 year-long sheets (one customer, 60 people with
 * a time on every day of 2026: the customer sheet of 21,900 rows and 60
 * personal sheets) held /healthz for 1.7 s, six at once for 4.8 s. Here six
 * such ZIPs run at once while /healthz is asked every 10 ms, on PGlite; the
 * figure is the p99 of those answers.
 */

const PEOPLE = 60;
const CONCURRENT = 6;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAYS = Array.from({ length: 365 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);

async function seedYearFair(dataDir: string): Promise<{ cookie: string; messeId: number }> {
  const handle = await openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const pair = await createMesseCustomer(db, {
      name: 'Jahresmesse',
      dateStart: DAYS[0],
      dateEnd: DAYS[DAYS.length - 1],
    });
    const keys = { messeId: pair.messeId, customerId: pair.customerId };
    const people = await db
      .insert(bewerber)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          gender: 'w' as const,
          firstname: 'Bench',
          lastname: `Jahr ${String(i + 1).padStart(2, '0')}`,
          email: `bench-exports-${String(i)}@example.test`,
          phoneMobile: '015112345678',
        })),
      )
      .returning({ id: bewerber.id });
    await db
      .insert(staffAssignments)
      .values(people.map(({ id: bewerberId }) => ({ bewerberId, ...keys })));
    // One person's year a statement: 365 rows × 7 parameters.
    for (const { id: bewerberId } of people) {
      await db.insert(times).values(
        DAYS.map((day) => ({
          ...keys,
          bewerberId,
          day,
          timeStart: 480,
          timeEnd: 1020,
          timeBreak: 45,
        })),
      );
    }
    const office = await createUser(db, { role: 'office' });
    const { token } = await createSession(db, office.id, { idleDays: 30, absoluteDays: 30 });
    return { cookie: `mp_session=${token}`, messeId: pair.messeId };
  } finally {
    await handle.close();
  }
}

async function downloadAll(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { ...XHR, cookie } });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  return (await response.arrayBuffer()).byteLength;
}

/** `npm run bench -- exports`: /healthz while six fair ZIPs of 61 year-long sheets download. */
export async function measureExports(port: number): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-exports-'));
  try {
    const dataDir = join(root, 'pglite');
    const { cookie, messeId } = await seedYearFair(dataDir);
    const portal = await startPortal(
      { DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      port,
    );
    try {
      const url = `${portal.url}/app/api/buero/messen/${String(messeId)}/stundenzettel.zip`;
      // Warm-up: the worker thread's start, JIT and PGlite's working memory.
      const oneStarted = performance.now();
      const bytes = await downloadAll(url, cookie);
      const oneMs = performance.now() - oneStarted;
      const quiet = await pollHealth(
        portal.url,
        new Promise((resolve) => setTimeout(resolve, 2000)),
      );
      const started = performance.now();
      const exports = Promise.all(
        Array.from({ length: CONCURRENT }, () => downloadAll(url, cookie)),
      );
      const loaded = await pollHealth(portal.url, exports);
      await exports;
      const allMs = performance.now() - started;
      return [
        {
          name: `/healthz p99 during ${String(CONCURRENT)} concurrent fair ZIPs of 61 year-long sheets (PGlite)`,
          value: round(percentile(loaded, 99), 0),
          unit: 'ms',
          max: BUDGETS.healthzDuringExportsP99Ms,
          note: `${String(loaded.length)} polls, p50 ${String(round(percentile(loaded, 50), 1))} ms, max ${String(round(Math.max(...loaded), 0))} ms; without exports p99 ${String(round(percentile(quiet, 99), 1))} ms`,
        },
        {
          name: `the ${String(CONCURRENT)} ZIPs, to the last byte of the last`,
          value: round(allMs / 1000, 1),
          unit: 's',
          note: `one alone ${String(round(oneMs / 1000, 1))} s, ${String(round(bytes / 1024 / 1024, 1))} MB`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
