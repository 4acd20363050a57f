import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';

/**
 * The yardstick for the API's own cost: a bare Fastify answering
 * `{"hello":"world"}`, no logging, in its own process like the portal.
 */
async function serve(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

export type HelloWorld = { url: string; stop: () => Promise<void> };

export async function startHelloWorld(port: number): Promise<HelloWorld> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(port)],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hello-world exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('hello-world did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await serve(Number(process.argv[2]));
}
