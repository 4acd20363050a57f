import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { measureDateView } from './date-view';
import { seedTimetrackingScene } from './timetracking-scene';

/*
 * Only the 300-staff date view of `npm run bench` (run.ts), for work on the
 * day list: `npx vite build && node --import tsx bench/date-view-run.ts`.
 */

const PORT = Number(process.env.BENCH_PORT ?? 3310);

async function main(): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-dateview-'));
  const dataDir = join(root, 'pglite');
  try {
    const scene = await seedTimetrackingScene({ dataDir });
    const portal = await startPortal({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }, PORT);
    try {
      const view = await measureDateView(portal.url, scene.sheet);
      const budget = BUDGETS.dateViewRenderMs;
      console.log(
        `date view, 300 staff: median ${view.renderMs} ms (runs ${view.runs.join(', ')}; cold ${view.coldMs} ms), budget ${budget} ms`,
      );
      if (view.renderMs > budget) process.exitCode = 1;
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
