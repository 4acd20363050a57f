import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createInvoice } from '@domain/rechnungen/invoice';
import { formatInvoiceNumber } from '@domain/rechnungen/invoice-number';
import { type BillingPair, buildInvoiceLines } from '@domain/rechnungen/lines';
import { entryMinutes } from '@domain/rechnungen/rates';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { createSession } from '@server/platform/accounts/sessions';
import { type Database, openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customerBilling,
  invoiceDays,
  invoices,
  invoiceSequences,
  pairRates,
} from '@server/platform/db/schema/billing';
import { staffAssignments, times } from '@server/platform/db/schema/messen';
import { createMesseCustomer, createUser } from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { percentile, pollHealth } from './health-poll';

/*
 * Issue 26: the 100 invoices of a month (docs/product/invoices.md). 100
 * fair/customer pairs of 20 people × 10 days with their times, billing data
 * and rates are seeded into PGlite; each pair's invoice is issued with the
 * domain's functions (lines, createInvoice) and stored in its own transaction
 * with the year's next number, as the issue does. Then the portal starts and
 * the office downloads each invoice's PDF, XRechnung and ZUGFeRD (rendered on
 * the invoice workers, stored on first download), four requests at a time,
 * while /healthz is asked every 10 ms. The figure is issuing plus rendering
 * against 20 s; /healthz p99 shows the event loop stays free. (Issuing runs
 * before the portal starts, as PGlite takes one process per directory; once
 * the issue route is merged it can go through the API instead.)
 */

const PAIRS = 100;
const PEOPLE = 20;
const CONCURRENT = 4;
const FORMATS = ['pdf', 'xrechnung', 'zugferd'] as const;
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-09-${String(i + 10).padStart(2, '0')}`);
const RATE = { hourlyNetCents: 2_850, sundayPercent: 50, holidayPercent: 100, nightPercent: 25 };

type Pair = { messeId: number; customerId: number; name: string; billing: BillingPair };

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
    const entries = people.flatMap((person, i) =>
      DAYS.map((day) => ({
        personId: person.id,
        personName: `Bench ${person.lastname}`,
        day,
        time_start: i % 4 === 0 ? 960 : 540,
        time_end: i % 4 === 0 ? 1440 : 1020,
        time_break: 30,
      })),
    );
    await db.insert(times).values(
      entries.map((entry) => ({
        ...keys,
        bewerberId: entry.personId,
        day: entry.day,
        timeStart: entry.time_start,
        timeEnd: entry.time_end,
        timeBreak: entry.time_break,
      })),
    );
    pairs.push({
      ...keys,
      name: pair.customer.name,
      billing: {
        messeName: pair.messe.name,
        federalState: 'BY',
        rate: {
          hourlyNetCents: RATE.hourlyNetCents,
          surchargePercent: { sunday: 50, holiday: 100, night: 25 },
        },
        entries,
      },
    });
  }
  return pairs;
}

/** One invoice as the issue stores it: the next number, the model, its days; one transaction. */
async function issue(db: Database, pair: Pair): Promise<void> {
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(invoiceSequences)
      .values({ year: 2026, lastSequence: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.year,
        set: { lastSequence: sql`${invoiceSequences.lastSequence} + 1` },
      })
      .returning({ sequence: invoiceSequences.lastSequence });
    const sequence = taken?.sequence ?? 1;
    const model = createInvoice({
      number: formatInvoiceNumber(2026, sequence),
      issueDate: '2026-09-30',
      language: 'de',
      seller: DEMO_SELLER,
      buyer: {
        customerNumber: `K-${String(pair.customerId)}`,
        name: `${pair.name} GmbH`,
        address: {
          street: 'Ausstellerweg 7',
          postcode: '81829',
          city: 'München',
          countryCode: 'DE',
        },
        invoiceEmail: 'rechnung@kunde.example',
        paymentTermsDays: 14,
      },
      subject: `${pair.billing.messeName}, München`,
      lines: buildInvoiceLines([pair.billing], 'person'),
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        number: model.number,
        year: 2026,
        sequence,
        kind: 'invoice',
        customerId: pair.customerId,
        scope: 'pair',
        messeId: pair.messeId,
        issueDate: model.issueDate,
        dueDate: model.dueDate,
        serviceFrom: model.servicePeriod.from,
        serviceTo: model.servicePeriod.to,
        netCents: model.totals.taxBasisTotalCents,
        vatCents: model.totals.taxTotalCents,
        grossCents: model.totals.grandTotalCents,
        model,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('no invoice inserted');
    await tx.insert(invoiceDays).values(
      pair.billing.entries.map((entry) => ({
        invoiceId: row.id,
        messeId: pair.messeId,
        customerId: pair.customerId,
        bewerberId: entry.personId,
        day: entry.day,
        minutes: entryMinutes(entry, 'BY').worked,
      })),
    );
  });
}

async function seedAndIssue(dataDir: string) {
  const handle = await openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const pairs = await seedPairs(db);
    const started = performance.now();
    for (const pair of pairs) await issue(db, pair);
    const issueMs = performance.now() - started;
    const ids = (await db.select({ id: invoices.id }).from(invoices)).map((row) => row.id);
    const office = await createUser(db, { role: 'office' });
    const { token } = await createSession(db, office.id, { idleDays: 30, absoluteDays: 30 });
    return { cookie: `mp_session=${token}`, ids, issueMs };
  } finally {
    await handle.close();
  }
}

/** Downloads every (invoice, format), CONCURRENT at a time; the bytes in all. */
async function downloadAll(base: string, cookie: string, ids: number[]): Promise<number> {
  const queue = ids.flatMap((id) => FORMATS.map((format) => ({ id, format })));
  let bytes = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const url = `${base}/app/api/buero/rechnungen/${String(next.id)}/datei/${next.format}`;
      const response = await fetch(url, { headers: { cookie } });
      if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
      bytes += (await response.arrayBuffer()).byteLength;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
  return bytes;
}

/** `npm run bench -- invoices`: a month's 100 invoices issued and rendered, /healthz meanwhile. */
export async function measureInvoiceMonth(port: number): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-invoices-'));
  try {
    const dataDir = join(root, 'pglite');
    const { cookie, ids, issueMs } = await seedAndIssue(dataDir);
    if (ids.length !== PAIRS) throw new Error(`${String(ids.length)} invoices issued`);
    const portal = await startPortal(
      { DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      port,
    );
    try {
      const quiet = await pollHealth(portal.url, new Promise((r) => setTimeout(r, 1000)));
      const started = performance.now();
      const rendering = downloadAll(portal.url, cookie, ids);
      const loaded = await pollHealth(portal.url, rendering);
      const bytes = await rendering;
      const renderMs = performance.now() - started;
      const againStarted = performance.now();
      await downloadAll(portal.url, cookie, ids);
      const againMs = performance.now() - againStarted;
      return [
        {
          name: `the ${String(PAIRS)} invoices of a month (${String(PEOPLE)} staff × ${String(DAYS.length)} days each): issued, then PDF + XRechnung + ZUGFeRD rendered and downloaded`,
          value: round((issueMs + renderMs) / 1000, 1),
          unit: 's',
          max: BUDGETS.invoiceMonthMs / 1000,
          note: `issuing ${String(round(issueMs / 1000, 1))} s, rendering and downloads ${String(round(renderMs / 1000, 1))} s (${String(CONCURRENT)} at a time, ${String(round(bytes / 1024 / 1024, 1))} MB); the stored files again ${String(round(againMs / 1000, 1))} s`,
        },
        {
          name: `/healthz p99 while the month's invoices render (PGlite)`,
          value: round(percentile(loaded, 99), 0),
          unit: 'ms',
          max: BUDGETS.healthzDuringInvoicesP99Ms,
          note: `${String(loaded.length)} polls, p50 ${String(round(percentile(loaded, 50), 1))} ms, max ${String(round(Math.max(...loaded), 0))} ms; without rendering p99 ${String(round(percentile(quiet, 99), 1))} ms`,
        },
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
