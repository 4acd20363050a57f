import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { BUDGETS } from './budgets';
import type { Figure } from './figures';
import { type LatencyFigure, measureLatency, measureRepeated } from './http-latency';
import type { OfficeScene } from './office-scene';

/*
 * docs/product/office.md: the office's lists under load, one figure per filter/sort shape.
 * Each list is an endpoint with its shapes; OFFICE_LISTS names them all.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export type ListShape = {
  label: string;
  /** The query string (without '?'); the scene gives the deep cursors. */
  query: (scene: OfficeScene) => string;
  /** The shape's own budget on PostgreSQL, where it is not the list's (officeListP99Ms). */
  postgresMaxP99Ms?: number;
};

export type ListEndpoint = { name: string; path: string; shapes: ListShape[] };

const APPLICANT_LIST: ListEndpoint = {
  name: 'applicant list',
  path: '/app/api/buero/bewerbungen',
  shapes: [
    { label: 'default (newest first)', query: () => '' },
    { label: 'status complete', query: () => 'status=complete' },
    {
      label: 'English ≥ 3 and bar ≥ 2',
      query: () => 'languages=english:3&experience=bar:2',
    },
    { label: 'name sort', query: () => 'sort=name' },
    { label: "search prefix 'sch'", query: () => 'q=sch' },
    {
      label: 'page 1,001 by cursor',
      query: (scene) => `cursor=${scene.deepCursor.date}`,
    },
    {
      label: 'name sort, page 1,001 by cursor',
      query: (scene) => `sort=name&cursor=${scene.deepCursor.name}`,
    },
  ],
};

/** The staff list (docs/product/office.md, GET /app/api/buero/personal). */
const STAFF_LIST: ListEndpoint = {
  name: 'staff list',
  path: '/app/api/buero/personal',
  shapes: [
    { label: 'default (newest login first)', query: () => '' },
    { label: 'contract and time tracking', query: () => 'contract=1&timetracking=1' },
    { label: 'with documents, English ≥ 3', query: () => 'documents=1&languages=english:3' },
    { label: 'name sort', query: () => 'sort=name' },
    { label: "search prefix 'sch'", query: () => 'q=sch' },
    {
      label: 'near a limit (warm law snapshots)',
      query: () => 'near_limit=1',
      postgresMaxP99Ms: BUDGETS.lawListP99Ms,
    },
    {
      label: 'page 201 by cursor',
      query: (scene) => `cursor=${scene.staffDeepCursor.date}`,
    },
    {
      label: 'name sort, page 201 by cursor',
      query: (scene) => `sort=name&cursor=${scene.staffDeepCursor.name}`,
    },
  ],
};

/** Every list the bench measures. */
export const OFFICE_LISTS: ListEndpoint[] = [APPLICANT_LIST, STAFF_LIST];

export type ListLoad = {
  /** Seconds of each measured run and of the unmeasured warm-up. */
  seconds: number;
  warmupSeconds: number;
  runs: number;
  connections: number;
};

/** The demo office user's session cookie (a real login through the API). */
export async function officeCookie(url: string): Promise<string> {
  const { email, password } = DEMO_LOGINS.office;
  const response = await fetch(`${url}/app/api/auth/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, locale: 'de' }),
  });
  if (!response.ok) throw new Error(`office demo login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session'));
  if (!cookie) throw new Error('office demo login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** One request before the load: a fast empty or wrong answer is no figure. */
async function rowsOf(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { ...XHR, cookie } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const body = (await response.json()) as { items?: unknown[] };
  const rows = body.items?.length ?? 0;
  if (rows === 0) throw new Error(`${url}: no rows (the scene should fill every shape)`);
  return rows;
}

export type ShapeResult = {
  endpoint: string;
  label: string;
  postgresMaxP99Ms?: number;
  rows: number;
  runs: LatencyFigure[];
  median: LatencyFigure;
};

/** Every shape of every endpoint against one portal, in order. */
export async function measureOfficeLists(
  url: string,
  scene: OfficeScene,
  load: ListLoad,
  lists: ListEndpoint[] = OFFICE_LISTS,
  progress: (what: string) => void = () => undefined,
): Promise<ShapeResult[]> {
  const cookie = await officeCookie(url);
  const results: ShapeResult[] = [];
  for (const list of lists) {
    for (const shape of list.shapes) {
      const query = shape.query(scene);
      const target = `${url}${list.path}${query ? `?${query}` : ''}`;
      const rows = await rowsOf(target, cookie);
      const options = {
        url: target,
        headers: { ...XHR, cookie },
        expectStatus: 200,
        connections: load.connections,
      };
      const name = `${list.name}, ${shape.label}`;
      progress(name);
      await measureLatency(`${name} warm-up`, { ...options, seconds: load.warmupSeconds });
      const repeated = await measureRepeated(
        name,
        { ...options, seconds: load.seconds },
        load.runs,
      );
      results.push({
        endpoint: list.name,
        label: shape.label,
        postgresMaxP99Ms: shape.postgresMaxP99Ms,
        rows,
        ...repeated,
      });
    }
  }
  return results;
}

/** The printed lines of one database's results; `maxP99Ms` gives each its budget. */
export function listFigures(
  results: ShapeResult[],
  database: string,
  connections: number,
  maxP99Ms: (result: ShapeResult) => number | undefined,
): Figure[] {
  return results.map((result) => ({
    name: `GET ${result.endpoint}, ${result.label}, ${connections} connections (${database}) p99`,
    value: result.median.p99,
    unit: 'ms',
    max: maxP99Ms(result),
    note: `p50 ${result.median.p50} ms, ${result.median.rps} req/s, ${result.rows} rows a page${
      result.runs.length > 1 ? `, runs ${result.runs.map((run) => run.p99).join(' / ')}` : ''
    }`,
  }));
}
