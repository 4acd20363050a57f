import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendApprovalRequest } from '@server/areas/freigabe/send-request';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { customerContacts, staffAssignments, times } from '@server/platform/db/schema/messen';
import { createMesseCustomer } from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure } from './figures';
import { measureLatency, measureRepeated } from './http-latency';
import { FAIR_DAYS, SHEET_STAFF } from './timetracking-scene';

/*
 * The customer's approval page (issue 25) of a sheet of 300 staff × 10 days:
 * GET /app/api/freigabe/<token> (the rows, totals and hash the page shows),
 * 10 connections, on PGlite (`npm run bench -- freigabe`).
 */

const RUNS = 3;

async function seed(dataDir: string): Promise<string> {
  const handle = await openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const pair = await createMesseCustomer(db, {
      dateStart: FAIR_DAYS[0],
      dateEnd: FAIR_DAYS[FAIR_DAYS.length - 1],
    });
    const people = await db
      .insert(bewerber)
      .values(
        Array.from({ length: SHEET_STAFF }, (_, i) => ({
          gender: 'w' as const,
          firstname: 'Bench',
          lastname: `Freigabe ${String(i + 1).padStart(3, '0')}`,
          email: `bench-freigabe-${String(i + 1)}@example.test`,
          phoneMobile: '015112345678',
          birthdate: '1998-05-17',
        })),
      )
      .returning({ id: bewerber.id });
    await db
      .insert(staffAssignments)
      .values(people.map((person) => ({ bewerberId: person.id, ...pair })));
    for (const day of FAIR_DAYS) {
      await db.insert(times).values(
        people.map((person) => ({
          bewerberId: person.id,
          ...pair,
          day,
          timeStart: 540,
          timeEnd: 1080,
          timeBreak: 30,
        })),
      );
    }
    const [contact] = await db
      .insert(customerContacts)
      .values({ customerId: pair.customerId, name: 'Frau Kontakt', email: 'kontakt@example.test' })
      .returning({ id: customerContacts.id });
    if (!contact) throw new Error('no contact');
    const sent = await db.transaction((tx) =>
      sendApprovalRequest(
        tx,
        { enqueueMail: async () => {}, publicUrl: 'http://localhost' },
        {
          pair,
          days: FAIR_DAYS,
          contactId: contact.id,
          requestedBy: null,
          ip: null,
          locale: 'de',
        },
      ),
    );
    return `/app/api/freigabe/${sent.token}`;
  } finally {
    await handle.close();
  }
}

/** p99 of the approval page of 3,000 rows on PGlite, median of three runs. */
export async function measureApprovalApi(port: number): Promise<Figure[]> {
  const name = `GET approval page ${String(SHEET_STAFF)} staff × ${String(FAIR_DAYS.length)} days, 10 connections`;
  const dataDir = await mkdtemp(join(tmpdir(), 'mp-bench-freigabe-'));
  try {
    const path = await seed(dataDir);
    const portal = await startPortal(
      { LOG_LEVEL: 'warn', DEMO_DATA: 'false', DATA_DIR: dataDir },
      port,
    );
    try {
      const load = {
        url: `${portal.url}${path}`,
        expectStatus: 200,
        seconds: 5,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      };
      await measureLatency(`${name} warm-up`, { ...load, seconds: 2 });
      const page = await measureRepeated(name, load, RUNS);
      const sample = (await (await fetch(load.url, { headers: load.headers })).json()) as {
        rows: unknown[];
      };
      if (sample.rows.length !== SHEET_STAFF * FAIR_DAYS.length) {
        throw new Error(`page has ${String(sample.rows.length)} rows`);
      }
      return [
        {
          name: `${name} p99`,
          value: page.median.p99,
          unit: 'ms',
          max: BUDGETS.approvalPageP99Ms,
          note: `a reload of an unchanged sheet (kept per request and pair revision; a write makes it anew); runs ${page.runs.map((run) => run.p99).join(' / ')}, p50 ${String(page.median.p50)} ms, ${String(page.median.rps)} req/s`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
