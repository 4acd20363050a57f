import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../scripts/build-server';
import { freePort, startPortal, TSX_ENTRY } from '@tests/support/portal-process';
import { type Figure, median, round } from './figures';

/** Cold starts per variant; the median counts (one start wobbles with the disk cache). */
const STARTS = 5;

export type ColdStartBudget = { compiledReadyMs: number };

async function timeStarts(
  env: Record<string, string>,
  command: { args: string[]; cwd?: string },
): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const portal = await startPortal(env, await freePort(), command);
    runs.push(Math.round(portal.startMs));
    await portal.stop();
  }
  return runs;
}

/**
 * ADR 0016 (production build): from spawning the server to its first 200 of GET /readyz, on PGlite
 * with the demo data already present (a restart, not a first start): the
 * compiled server (`npm run start:prod`'s command) against the sources through
 * tsx (`npm start` without its PWA staleness check). The server is built into
 * `work` so the figure is that of the current sources.
 */
export async function measureColdStart(work: string, budget: ColdStartBudget): Promise<Figure[]> {
  const root = resolve('.');
  const outDir = join(work, 'dist-server');
  buildServer(root, outDir);
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  const compiled = { args: [join(outDir, 'server', 'main.js')], cwd: work };
  const env = {
    DATA_DIR: join(work, 'data'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    STATIC_DIR: join(root, 'dist'),
  };
  // The first start migrates and seeds the demo data; it is not measured.
  const first = await startPortal(env, await freePort(), compiled);
  await first.stop();

  const compiledRuns = await timeStarts(env, compiled);
  const tsxRuns = await timeStarts(env, { args: TSX_ENTRY });
  return [
    {
      name: 'cold start to first 200 of /readyz, compiled server (node), PGlite with demo data',
      value: round(median(compiledRuns) / 1000, 2),
      unit: 's',
      max: budget.compiledReadyMs / 1000,
      note: `runs ${compiledRuns.join(' / ')} ms`,
    },
    {
      name: 'the same, sources through tsx (npm start)',
      value: round(median(tsxRuns) / 1000, 2),
      unit: 's',
      note: `runs ${tsxRuns.join(' / ')} ms`,
    },
  ];
}
