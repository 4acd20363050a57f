import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { freePort, type PortalProcess, startPortal } from '@tests/support/portal-process';
import { TEST_ENCRYPTION_KEYS, TEST_SELLER_ENV } from '@tests/support/test-config';
import { PER_DAY } from '../unit/rechnungen-fixtures';

const root = resolve(import.meta.dirname, '../..');

/**
 * The compiled server, as `npm run build` makes it and `npm run start:prod` runs
 * it: plain Node, no TypeScript loader, NODE_ENV=production. Built into a
 * temporary directory (with the repository's node_modules linked beside it), so
 * the test proves the output runs on its own and never touches dist-server/.
 */
describe('the production build', { timeout: 90_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'mp-prod-build-'));
  const outDir = join(work, 'dist-server');
  const entry = join(outDir, 'server', 'main.js');
  let portal: PortalProcess | undefined;

  beforeAll(() => {
    buildServer(root, outDir);
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('emits JavaScript with its run-time files and no TypeScript', () => {
    expect(existsSync(entry)).toBe(true);
    expect(
      existsSync(join(outDir, 'server', 'platform', 'db', 'migrations', 'meta', '_journal.json')),
    ).toBe(true);
    expect(existsSync(join(outDir, 'server', 'platform', 'content', 'downloads.de.html'))).toBe(
      true,
    );
    expect(existsSync(join(outDir, 'server', 'main.ts'))).toBe(false);
  });

  it('starts with plain node in production on PGlite: /readyz answers 200 and a page is served', async () => {
    const port = await freePort();
    const env = {
      ...TEST_SELLER_ENV,
      NODE_ENV: 'production',
      DATA_DIR: join(work, 'data'),
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      LOG_LEVEL: 'warn',
      // Leave the placeholder page if the PWA is not built; either is an HTML page.
      STATIC_DIR: join(root, 'dist'),
    };
    portal = await startPortal(env, port, { args: [entry], cwd: work });
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const page = await fetch(`${portal.url}/de/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Messe-Personal');
    // Production headers prove NODE_ENV reached the compiled config.
    expect(page.headers.get('strict-transport-security')).toBeTruthy();
    await portal.stop();
    expect(await portal.exited).toBe(0);
  });

  it('lays out a timesheet PDF on a worker thread from the compiled worker entry', () => {
    const worker = join(outDir, 'server', 'records', 'timesheet-pdf', 'render-worker.js');
    expect(existsSync(worker)).toBe(true);
    const task = {
      locale: 'de',
      sheets: [{ name: 'a.pdf', sheet: { kind: 'customer' } }],
      data: {
        pair: {
          messe: {
            id: 1,
            name: 'Messe',
            city: 'Köln',
            date_start: '2026-11-20',
            date_end: '2026-11-21',
          },
          customer: { id: 2, name: 'Kunde' },
        },
        staff: [{ id: 3, firstname: 'Jörg', lastname: 'Größmann', name: 'Jörg Größmann' }],
        times: [
          { bewerberId: 3, day: '2026-11-20', time_start: 540, time_end: 1050, time_break: 30 },
        ],
        signatures: [],
      },
    };
    const script = `
      import { createWorkerPool } from './server/platform/workers/pool.js';
      import { SHEET_RENDER_WORKER } from './server/records/timesheet-pdf/render-pool.js';
      const pool = createWorkerPool(SHEET_RENDER_WORKER);
      const [pdf] = await pool.run(${JSON.stringify(task)});
      console.log(pdf.name, Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1'));
      await pool.close();`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('a.pdf %PDF-');
  });

  it('renders an invoice’s ZUGFeRD PDF on a worker thread from the compiled worker entry', () => {
    const worker = join(outDir, 'server', 'areas', 'rechnungen', 'files', 'render-worker.js');
    expect(existsSync(worker)).toBe(true);
    const task = { model: PER_DAY, format: 'zugferd' };
    const script = `
      import { createWorkerPool } from './server/platform/workers/pool.js';
      import { INVOICE_RENDER_WORKER } from './server/areas/rechnungen/files/render-pool.js';
      const pool = createWorkerPool(INVOICE_RENDER_WORKER);
      const bytes = await pool.run(${JSON.stringify(task)});
      console.log(Buffer.from(bytes.subarray(0, 8)).toString('latin1'));
      await pool.close();`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('%PDF-1.7');
  });

  it('refuses to start without the required settings, naming each in one message', () => {
    const result = spawnSync(process.execPath, [entry], {
      cwd: work,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: join(work, 'bad') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ENCRYPTION_KEYS is required in production');
    expect(result.stderr).toContain('PUBLIC_URL is required in production');
  });
});
