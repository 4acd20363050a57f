import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export type PortalProcess = {
  url: string;
  /** Milliseconds from spawning the process to the first 200 of GET /readyz. */
  startMs: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

export type PortalCommand = {
  /** Node's arguments; the TypeScript sources through tsx unless told otherwise. */
  args?: string[];
  cwd?: string;
};

/** The sources as `npm start` runs them. */
export const TSX_ENTRY = ['--import', 'tsx', 'server/main.ts'];

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts the real portal as a child process, the way `npm start` runs it (or
 * the compiled server, given its args), and resolves once `GET /readyz` answers.
 * Used by the e2e run, the benchmarks and the process-level server tests.
 */
export async function startPortal(
  env: Record<string, string>,
  port: number,
  command: PortalCommand = {},
): Promise<PortalProcess> {
  const url = `http://localhost:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // the embedded database unless the caller names one
  const started = performance.now();
  const child = spawn(process.execPath, command.args ?? TSX_ENTRY, {
    cwd: command.cwd,
    env: { ...inherited, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(() => child.exitCode);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  await waitUntilReady(child, `${url}/readyz`, () => log);
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    child,
    output: () => log,
    exited,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
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
      const response = await fetch(probe);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // Short: the benchmark reads the start-up time from the first answer.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`portal did not answer ${probe} within 60 s:\n${log()}`);
}
