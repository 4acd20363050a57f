import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPortal } from '@tests/support/portal-process';

describe('the metrics listener of a running portal', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-metrics-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves METRICS_LISTEN beside the main port, and SIGTERM closes both (exit 0)', async () => {
    const metricsPort = await freePort();
    const portal = await startPortal(
      { DATA_DIR: dataDir, DEMO_DATA: 'false', METRICS_LISTEN: `127.0.0.1:${metricsPort}` },
      await freePort(),
    );
    try {
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      // fetch keeps the connection open, as Prometheus does between scrapes.
      const scraped = await fetch(metricsUrl);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^messe_database_info\{driver="pglite"\} 1$/m);
      expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);

      const signalled = Date.now();
      portal.child.kill('SIGTERM');
      expect(await portal.exited, portal.output()).toBe(0);
      // The idle scrape connection did not hold the shutdown.
      expect(Date.now() - signalled).toBeLessThan(8_000);
      await expect(fetch(metricsUrl)).rejects.toThrow();
    } finally {
      await portal.stop();
    }
  });
});
