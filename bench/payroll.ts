import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@server/platform/accounts/sessions';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  signatureDays,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { createMesseCustomer, createUser } from '@tests/support/factories';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, median, round } from './figures';

/*
 * docs/product/payroll-export.md: the payroll CSV and the DATEV LODAS file of a month with 2,000
 * staff (4 fairs of 500, 20 working days each, every day signed by the
 * customer: 40,000 rows), on PGlite. Time to the last byte, median of three
 * runs, and the portal's peak RSS over its RSS before (the file is streamed,
 * so the growth stays far below the file's size).
 */

export const PAYROLL_STAFF = 2000;
const FAIRS = 4;
const DAYS = Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 3).padStart(2, '0')}`);
const RUNS = 3;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function seed(dataDir: string): Promise<string> {
  const handle = await openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const perFair = PAYROLL_STAFF / FAIRS;
    for (let fair = 0; fair < FAIRS; fair++) {
      const pair = await createMesseCustomer(db, {
        dateStart: DAYS[0],
        dateEnd: DAYS[DAYS.length - 1],
        federalState: 'BY',
      });
      const keys = { messeId: pair.messeId, customerId: pair.customerId };
      const people = await db
        .insert(bewerber)
        .values(
          Array.from({ length: perFair }, (_, i) => ({
            gender: 'w' as const,
            firstname: 'Bench',
            lastname: `Lohn ${String(fair)}-${String(i + 1).padStart(3, '0')}`,
            email: `bench-payroll-${String(fair)}-${String(i)}@example.test`,
            phoneMobile: '015112345678',
            personnelNumber: fair * perFair + i + 1,
          })),
        )
        .returning({ id: bewerber.id });
      const ids = people.map((row) => row.id);
      await db.insert(staffAssignments).values(ids.map((bewerberId) => ({ bewerberId, ...keys })));
      // In chunks: one statement of 10,000 rows × 7 parameters passes PostgreSQL's 65,535.
      for (let start = 0; start < ids.length; start += 100) {
        await db.insert(times).values(
          ids.slice(start, start + 100).flatMap((bewerberId) =>
            DAYS.map((day) => ({
              ...keys,
              bewerberId,
              day,
              timeStart: 8 * 60,
              timeEnd: 17 * 60,
              timeBreak: 45,
            })),
          ),
        );
      }
      const [signature] = await db
        .insert(signatures)
        .values({
          kind: 'customer',
          svg: '<svg/>',
          contentSha256: '0'.repeat(64),
          signerName: 'Kunde',
          ...keys,
        })
        .returning();
      if (!signature) throw new Error('bench signature not inserted');
      await db
        .insert(signatureDays)
        .values(DAYS.map((day) => ({ signatureId: signature.id, day })));
    }
    const office = await createUser(db, { role: 'office' });
    const { token } = await createSession(db, office.id, { idleDays: 30, absoluteDays: 30 });
    return `mp_session=${token}`;
  } finally {
    await handle.close();
  }
}

/** Resident set size and its peak (VmHWM) of a process, in KB, from /proc. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function download(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...XHR, cookie } });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  let bytes = 0;
  // Read as it arrives (never one buffer), as a browser saving the file would.
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.byteLength;
  }
  return { ms: performance.now() - started, bytes };
}

/** `npm run bench -- payroll`: both files of the month, each against its budget. */
export async function measurePayroll(port: number): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-payroll-'));
  try {
    const dataDir = join(root, 'pglite');
    const cookie = await seed(dataDir);
    const portal = await startPortal(
      {
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DATEV_BERATER_NR: '1234567',
        DATEV_MANDANTEN_NR: '12345',
        DATEV_LOHNART_STUNDEN: '100',
      },
      port,
    );
    try {
      const pid = portal.child.pid ?? 0;
      const urlOf = (format: 'csv' | 'lodas') =>
        `${portal.url}/app/api/buero/abrechnung/export?format=${format}&month=2026-11`;
      // Warm-up of both: JIT, query plans and PGlite's own working memory (its WASM heap
      // grows once and is kept), so the figures below show what an export itself holds.
      const fresh = await memoryOf(pid);
      for (const format of ['csv', 'lodas'] as const) await download(urlOf(format), cookie);
      const warm = await memoryOf(pid);
      const warmUpNote = `first runs grew the portal from ${String(round(fresh.rss / 1024, 1))} MB to a peak of ${String(round(warm.peak / 1024, 1))} MB`;
      const figures: Figure[] = [];
      for (const format of ['csv', 'lodas'] as const) {
        const url = urlOf(format);
        const before = await memoryOf(pid);
        const runs: { ms: number; bytes: number }[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await download(url, cookie));
        const after = await memoryOf(pid);
        const bytes = runs[0]?.bytes ?? 0;
        figures.push({
          name: `payroll ${format.toUpperCase()} of a month, ${String(PAYROLL_STAFF)} staff × ${String(DAYS.length)} days (PGlite)`,
          value: round(median(runs.map((run) => run.ms)), 0),
          unit: 'ms',
          max: BUDGETS.payrollFileMs,
          note: `runs ${runs.map((run) => String(Math.round(run.ms))).join(' / ')}, ${String(round(bytes / 1024 / 1024, 2))} MB`,
        });
        figures.push({
          name: `payroll ${format.toUpperCase()}: portal peak RSS beyond the warm-up's peak`,
          value: round(Math.max(0, after.peak - warm.peak) / 1024, 1),
          unit: 'MB',
          max: BUDGETS.payrollRssGrowthMb,
          note: `RSS ${String(round(before.rss / 1024, 1))} MB before, peak ${String(round(after.peak / 1024, 1))} MB; file ${String(round(bytes / 1024 / 1024, 2))} MB; ${warmUpNote}`,
        });
      }
      return figures;
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
