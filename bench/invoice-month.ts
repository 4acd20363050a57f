import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@server/platform/accounts/sessions';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { customerBilling, pairRates } from '@server/platform/db/schema/billing';
import {
  signatureDays,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { createMesseCustomer, createUser, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { percentile, pollHealth } from './health-poll';

/*
 * Issue 26: the 100 invoices of a month (docs/product/invoices.md). 100
 * fair/customer pairs of 20 people × 10 days with their times, billing data,
 * rates and one customer signature over the days (only signed days are
 * billed) are written straight into PGlite. Then the portal starts and the
 * office issues each pair's invoice through POST /app/api/buero/rechnungen
 * (lines, the year's next number, the billed days: one transaction each),
 * then downloads each invoice's PDF, XRechnung and ZUGFeRD (rendered on the
 * invoice workers, stored on first download); four requests at a time, as a
 * few clerks would, while /healthz is asked every 10 ms. The figure is
 * issuing plus rendering against 20 s; /healthz p99 shows the event loop
 * stays free.
 */

const PAIRS = 100;
const PEOPLE = 20;
const CONCURRENT = 4;
const FORMATS = ['pdf', 'xrechnung', 'zugferd'] as const;
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-09-${String(i + 10).padStart(2, '0')}`);
const RATE = { hourlyNetCents: 2_850, sundayPercent: 50, holidayPercent: 100, nightPercent: 25 };

type Pair = { messeId: number; customerId: number };

async function seedPairs(db: Database): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let p = 0; p < PAIRS; p++) {
    const pair = await createMesseCustomer(db, {
      name: `Monatsmesse ${String(p + 1)}`,
      dateStart: DAYS[0],
      dateEnd: DAYS[DAYS.length - 1],
    });
    const keys = { messeId: pair.messeId, customerId: pair.customerId };
    await db.insert(customerBilling).values({
      customerId: pair.customerId,
      legalName: `${pair.customer.name} GmbH`,
      street: 'Ausstellerweg 7',
      postcode: '81829',
      city: 'München',
      invoiceEmail: `rechnung-${String(p)}@kunde.example`,
    });
    await db.insert(pairRates).values({ ...keys, ...RATE });
    const people = await db
      .insert(bewerber)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          gender: 'm' as const,
          firstname: 'Bench',
          lastname: `Person ${String(p)}-${String(i + 1).padStart(2, '0')}`,
          email: `bench-invoice-${String(p)}-${String(i)}@example.test`,
          phoneMobile: '015112345678',
        })),
      )
      .returning({ id: bewerber.id, lastname: bewerber.lastname });
    await db
      .insert(staffAssignments)
      .values(people.map(({ id: bewerberId }) => ({ bewerberId, ...keys })));
    await db.insert(times).values(
      people.flatMap((person, i) =>
        DAYS.map((day) => ({
          ...keys,
          bewerberId: person.id,
          day,
          // A quarter works into the night (16:00–24:00): the night surcharge's lines.
          timeStart: i % 4 === 0 ? 960 : 540,
          timeEnd: i % 4 === 0 ? 1440 : 1020,
          timeBreak: 30,
        })),
      ),
    );
    pairs.push(keys);
  }
  return pairs;
}

/** One customer signature in force per pair covering its days: what makes them billable. */
async function signPairs(db: Database, pairs: readonly Pair[]): Promise<void> {
  const signed = await db
    .insert(signatures)
    .values(
      pairs.map(({ messeId, customerId }) => ({
        kind: 'customer' as const,
        messeId,
        customerId,
        svg: SAMPLE_SIGNATURE_SVG,
        contentSha256: 'b'.repeat(64),
        signerName: 'Frau Kundin',
      })),
    )
    .returning({ id: signatures.id });
  await db
    .insert(signatureDays)
    .values(signed.flatMap(({ id: signatureId }) => DAYS.map((day) => ({ signatureId, day }))));
}

async function seed(dataDir: string) {
  const handle = await openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const pairs = await seedPairs(db);
    await signPairs(db, pairs);
    const office = await createUser(db, { role: 'office' });
    const { token } = await createSession(db, office.id, { idleDays: 30, absoluteDays: 30 });
    return { cookie: `mp_session=${token}`, pairs };
  } finally {
    await handle.close();
  }
}

/** Runs `jobs` CONCURRENT at a time, as a few clerks' screens would. */
async function inParallel<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (job) results[index] = await job();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
  return results;
}

/** Issues each pair's invoice through POST /app/api/buero/rechnungen; the new invoices' ids. */
async function issueAll(base: string, cookie: string, pairs: readonly Pair[]): Promise<number[]> {
  return inParallel(
    pairs.map((pair) => async () => {
      const response = await fetch(`${base}/app/api/buero/rechnungen`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          scope: 'pair',
          messe_id: pair.messeId,
          customer_id: pair.customerId,
        }),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`issue: ${String(response.status)} ${text}`);
      return (JSON.parse(text) as { id: number }).id;
    }),
  );
}

/** Downloads every (invoice, format), CONCURRENT at a time; the bytes in all. */
async function downloadAll(base: string, cookie: string, ids: number[]): Promise<number> {
  const sizes = await inParallel(
    ids.flatMap((id) =>
      FORMATS.map((format) => async () => {
        const url = `${base}/app/api/buero/rechnungen/${String(id)}/datei/${format}`;
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
        return (await response.arrayBuffer()).byteLength;
      }),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const seconds = (ms: number) => String(round(ms / 1000, 1));

/**
 * `npm run bench -- invoices`: a month's 100 invoices issued through the API,
 * then their files rendered and downloaded, /healthz asked meanwhile.
 */
export async function measureInvoiceMonth(port: number): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-invoices-'));
  try {
    const dataDir = join(root, 'pglite');
    const { cookie, pairs } = await seed(dataDir);
    const portal = await startPortal(
      { DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      port,
    );
    try {
      const quiet = await pollHealth(portal.url, new Promise((r) => setTimeout(r, 1000)));
      const timed = async () => {
        const started = performance.now();
        const ids = await issueAll(portal.url, cookie, pairs);
        const issued = performance.now();
        const bytes = await downloadAll(portal.url, cookie, ids);
        return { ids, bytes, issueMs: issued - started, renderMs: performance.now() - issued };
      };
      const work = timed();
      const loaded = await pollHealth(portal.url, work);
      const { ids, bytes, issueMs, renderMs } = await work;
      if (new Set(ids).size !== PAIRS) throw new Error(`${String(ids.length)} invoices issued`);
      const againStarted = performance.now();
      await downloadAll(portal.url, cookie, ids);
      const againMs = performance.now() - againStarted;
      const month = `${String(PAIRS)} invoices (${String(PEOPLE)} staff × ${String(DAYS.length)} signed days each)`;
      return [
        {
          name: `the ${month} issued through the API, then PDF + XRechnung + ZUGFeRD rendered and downloaded`,
          value: round((issueMs + renderMs) / 1000, 1),
          unit: 's',
          max: BUDGETS.invoiceMonthMs / 1000,
          note: `issuing ${seconds(issueMs)} s, rendering and downloads ${seconds(renderMs)} s (${String(CONCURRENT)} requests at a time, ${String(round(bytes / 1024 / 1024, 1))} MB); the stored files again ${seconds(againMs)} s`,
        },
        {
          name: `issuing the ${month}: POST /app/api/buero/rechnungen, ${String(CONCURRENT)} at a time`,
          value: round(issueMs, 0),
          unit: 'ms',
          note: `${String(round(issueMs / PAIRS, 0))} ms per invoice`,
        },
        {
          name: `rendering and downloading their ${String(PAIRS * FORMATS.length)} files (first requests)`,
          value: round(renderMs, 0),
          unit: 'ms',
          note: `${String(round(renderMs / PAIRS, 0))} ms per invoice`,
        },
        {
          name: `/healthz p99 while the month's invoices are issued and render (PGlite)`,
          value: round(percentile(loaded, 99), 0),
          unit: 'ms',
          max: BUDGETS.healthzDuringInvoicesP99Ms,
          note: `${String(loaded.length)} polls, p50 ${String(round(percentile(loaded, 50), 1))} ms, max ${String(round(Math.max(...loaded), 0))} ms; without work p99 ${String(round(percentile(quiet, 99), 1))} ms`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
