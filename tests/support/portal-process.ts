import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export type PortalProcess = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the real portal (`server/main.ts`) as a child process, the way
 * `npm start` runs it, and resolves once `GET /app/api/auth` answers.
 * Used by the e2e run and by the benchmarks.
 */
export async function startPortal(
  env: Record<string, string>,
  port: number,
): Promise<PortalProcess> {
  const url = `http://localhost:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // the embedded database unless the caller names one
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  await waitUntilReady(child, `${url}/app/api/auth`, () => log);
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

async function waitUntilReady(
  child: ChildProcess,
  probe: string,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`portal exited with ${child.exitCode} before it was ready:\n${log()}`);
    }
    try {
      const response = await fetch(probe, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`portal did not answer ${probe} within 60 s:\n${log()}`);
}
