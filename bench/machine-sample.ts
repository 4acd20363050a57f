import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MachineSample } from './calibration';
import { median, round } from './figures';
import { startHelloWorld } from './hello-world';
import { measureLatency } from './http-latency';

/**
 * A fixed workload of what the portal's server does: hashing (argon2 and
 * cookies are native), JSON in and out, sorting and string building in V8.
 */
function cpuWorkload(): number {
  const started = performance.now();
  const block = Buffer.alloc(1024 * 1024, 7);
  let digest = '';
  for (let i = 0; i < 24; i++)
    digest = createHash('sha256').update(block).update(digest).digest('hex');
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `Person ${(i * 7919) % 20_000}`,
    minutes: (i * 31) % 1440,
  }));
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
  parsed.sort((a, b) => a.name.localeCompare(b.name));
  const csv = parsed.map((row) => `${row.id};${row.name};${row.minutes}`).join('\n');
  if (csv.length === 0 || digest.length !== 64) throw new Error('calibration workload went wrong');
  return performance.now() - started;
}

function measureCpu(runs = 7): number {
  cpuWorkload(); // warm-up: JIT
  return round(median(Array.from({ length: runs }, cpuWorkload)), 1);
}

async function measureHelloWorld(port: number): Promise<number> {
  const hello = await startHelloWorld(port);
  try {
    await measureLatency('hello-world warm-up (calibration)', {
      url: hello.url,
      seconds: 1,
      expectStatus: 200,
    });
    return (
      await measureLatency('hello-world (calibration)', {
        url: hello.url,
        seconds: 3,
        expectStatus: 200,
      })
    ).rps;
  } finally {
    await hello.stop();
  }
}

export async function sampleMachine(port: number): Promise<MachineSample> {
  return { cpuMs: measureCpu(), helloWorldRps: await measureHelloWorld(port) };
}
