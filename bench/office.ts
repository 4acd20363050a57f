import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PortalProcess, startPortal } from '@tests/support/portal-process';
import { BUDGETS } from './budgets';
import { type Figure, round } from './figures';
import { type ListLoad, listFigures, measureOfficeLists } from './office-lists';
import { measureOfficeRender } from './office-render';
import { type OfficeScene, seedOfficeScene } from './office-scene';
import { createThrowawayDatabase, postgresServerLabel, type ThrowawayDatabase } from './postgres';

/*
 * The office at scale (docs/product/office.md): its own portals on PGlite and PostgreSQL with
 * 100,000 applications and 20,000 staff (office-scene.ts), started after the
 * rest of the bench has stopped its portals, so neither disturbs the other.
 */

/** PostgreSQL holds the budget: the median p99 of three runs. */
const POSTGRES_LOAD: ListLoad = { seconds: 2, warmupSeconds: 1, runs: 3, connections: 10 };
/**
 * PGlite beside it: three shorter runs (one WASM engine answers one query at a
 * time, ~220 req/s; a single run's p99 caught one stall of 0.9 s at p50 51 ms).
 */
const PGLITE_LOAD: ListLoad = { seconds: 1, warmupSeconds: 1, runs: 3, connections: 10 };

type Running = { portal: PortalProcess; scene: OfficeScene };

async function onPglite(root: string, port: number): Promise<Running> {
  const dataDir = join(root, 'office-pglite');
  // Seeded before the portal opens the directory: PGlite allows one process per directory.
  const scene = await seedOfficeScene({ dataDir });
  const portal = await startPortal({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }, port);
  return { portal, scene };
}

async function onPostgres(
  root: string,
  port: number,
): Promise<(Running & { database: ThrowawayDatabase }) | string> {
  let database: ThrowawayDatabase;
  try {
    database = await createThrowawayDatabase();
  } catch (error) {
    return `no PostgreSQL at ${postgresServerLabel()} (${(error as Error).message})`;
  }
  try {
    const dataDir = join(root, 'office-postgres');
    const scene = await seedOfficeScene({ dataDir, databaseUrl: database.url });
    const env = { LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: database.url };
    return { portal: await startPortal(env, port), scene, database };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

function sceneFigure(scene: OfficeScene, database: string): Figure {
  return {
    name: `office scene seeded (${database})`,
    value: round(scene.seedMs / 1000, 1),
    unit: 's',
    note: `${scene.applications} applications of ${scene.people} people, ${scene.staff} staff, ${scene.nearLimit} near a limit`,
  };
}

/** The office figures: list latencies on both databases, the first render in Chromium. */
export async function officeFigures(port: number, step: (what: string) => void): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-office-'));
  step('office: seeding 100,000 applications and 20,000 staff on PGlite and PostgreSQL');
  const [pglite, postgres] = await Promise.allSettled([
    onPglite(root, port),
    onPostgres(root, port + 1),
  ]);
  try {
    if (pglite.status === 'rejected') throw pglite.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    const figures: Figure[] = [sceneFigure(pglite.value.scene, 'PGlite')];
    const progress = (database: string) => (what: string) => step(`office: ${what} (${database})`);
    if (typeof postgres.value === 'string') {
      figures.push({
        name: 'GET applicant list (PostgreSQL) p99',
        value: Number.NaN,
        unit: 'ms',
        max: BUDGETS.officeListP99Ms,
        note: postgres.value,
      });
    } else {
      const { portal, scene } = postgres.value;
      figures.push(sceneFigure(scene, 'PostgreSQL'));
      const results = await measureOfficeLists(
        portal.url,
        scene,
        POSTGRES_LOAD,
        undefined,
        progress('PostgreSQL'),
      );
      figures.push(
        ...listFigures(
          results,
          'PostgreSQL',
          POSTGRES_LOAD.connections,
          (result) => result.postgresMaxP99Ms ?? BUDGETS.officeListP99Ms,
        ),
      );
    }
    const { portal, scene } = pglite.value;
    const results = await measureOfficeLists(
      portal.url,
      scene,
      PGLITE_LOAD,
      undefined,
      progress('PGlite'),
    );
    figures.push(
      ...listFigures(
        results,
        'PGlite',
        PGLITE_LOAD.connections,
        () => BUDGETS.officeListPgliteP99Ms,
      ),
    );
    step('office: first render of the applicant list in Chromium (PGlite)');
    const render = await measureOfficeRender(portal.url);
    figures.push({
      name: 'office applicant list, 100,000 applications, navigation → first rows painted (Chromium, PGlite)',
      value: render.renderMs,
      unit: 'ms',
      max: BUDGETS.officeListRenderMs,
      note: `runs ${render.runs.join(' / ')}; first load ${render.warmupMs} ms`,
    });
    return figures;
  } finally {
    if (pglite.status === 'fulfilled') await pglite.value.portal.stop();
    if (postgres.status === 'fulfilled' && typeof postgres.value !== 'string') {
      await postgres.value.portal.stop();
      await postgres.value.database.drop();
    }
    await rm(root, { recursive: true, force: true });
  }
}
