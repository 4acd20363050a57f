import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LOGINS } from '../server/demo/logins';
import { startPortal } from '../tests/support/portal-process';
import { BUDGETS } from './budgets';
import { firstLoadGzipBytes } from './bundle-size';
import { type LatencyFigure, measureLatency } from './http-latency';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

type Figure = { name: string; value: number; unit: string; budget?: number };

async function sessionCookie(url: string): Promise<string> {
  const { email, password } = DEMO_LOGINS.supervisor;
  const response = await fetch(`${url}/app/api/auth/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, locale: 'de' }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session'));
  if (!cookie) throw new Error('demo login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const root = await mkdtemp(join(tmpdir(), 'mp-bench-'));
  // Failure counting is lifted so the wrong-password figure measures argon2id, not the 429 path.
  const portal = await startPortal(
    { DATA_DIR: root, DEMO_DATA: 'true', LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES: '1000000000' },
    PORT,
  );
  const figures: Figure[] = [];
  try {
    const bundle = await firstLoadGzipBytes(`${portal.url}/de/login`);
    figures.push({
      name: `first-load JS+CSS gzip /de/login (${bundle.files} files)`,
      value: Math.round((bundle.total / 1024) * 10) / 10,
      unit: 'KB',
      budget: BUDGETS.loginFirstLoadGzipKb,
    });

    const cookie = await sessionCookie(portal.url);
    const auth = await measureLatency({
      url: `${portal.url}/app/api/auth`,
      headers: { ...XHR, cookie },
      expectStatus: 200,
    });
    figures.push(...latencyFigures('GET /app/api/auth', auth, BUDGETS.authP99Ms));
    assertClean('GET /app/api/auth', auth);

    const login = await measureLatency({
      url: `${portal.url}/app/api/auth/login`,
      method: 'POST',
      headers: { ...XHR, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_LOGINS.staff.email,
        password: 'wrong-password',
        locale: 'de',
      }),
      expectStatus: 422,
    });
    figures.push(
      ...latencyFigures(
        'POST /app/api/auth/login (wrong password)',
        login,
        BUDGETS.loginWrongPasswordP99Ms,
      ),
    );
    assertClean('POST /app/api/auth/login', login);
    console.log(`requests/s: auth ${auth.rps}, login ${login.rps}`);
  } finally {
    await portal.stop();
    await rm(root, { recursive: true, force: true });
  }

  let over = 0;
  for (const figure of figures) {
    const { budget } = figure;
    if (budget === undefined) {
      console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
      continue;
    }
    const ok = figure.value <= budget;
    if (!ok) over++;
    const verdict = ok ? 'ok' : 'OVER BUDGET';
    console.log(
      `${figure.name}: ${figure.value} ${figure.unit} (budget ${budget} ${figure.unit}) ${verdict}`,
    );
  }
  if (over > 0) {
    console.error(`${over} figure(s) over budget`);
    process.exitCode = 1;
  }
}

/** p50 for information, p99 held to the budget. */
function latencyFigures(name: string, figure: LatencyFigure, p99Budget: number): Figure[] {
  return [
    { name: `${name} p50`, value: figure.p50, unit: 'ms' },
    { name: `${name} p99`, value: figure.p99, unit: 'ms', budget: p99Budget },
  ];
}

function assertClean(name: string, figure: { errors: number; unexpected: number }): void {
  if (figure.errors > 0 || figure.unexpected > 0) {
    throw new Error(
      `${name}: ${figure.errors} errors, ${figure.unexpected} unexpected statuses under load`,
    );
  }
}

await main();
