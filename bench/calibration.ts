import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { median, round } from './figures';
import { measureLatency } from './http-latency';
import { startHelloWorld } from './hello-world';

/**
 * The machine's speed, measured in the same run as the figures, so a time
 * budget is judged against the machine it ran on: a shared two-core machine
 * that is three times slower (or busy) must not fail every budget, and a
 * change that makes one figure slower while the machine is not must still
 * fail it. Sizes and ratios are not scaled.
 *
 * The reference figures were measured on the development machine the time
 * budgets were set on (2-core, quiet: load average under 1).
 */
export const REFERENCE = {
  /** Median of the fixed CPU workload below. */
  cpuMs: 110,
  /** Bare Fastify hello-world at 10 connections (README's run). */
  helloWorldRps: 80_000,
} as const;

/** Never tighter than the budgets as written; a faster machine keeps them. */
const MIN_FACTOR = 1;

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

export type MachineSample = { cpuMs: number; helloWorldRps: number };

export async function sampleMachine(port: number): Promise<MachineSample> {
  return { cpuMs: measureCpu(), helloWorldRps: await measureHelloWorld(port) };
}

export type Calibration = {
  factor: number;
  before: MachineSample;
  after: MachineSample;
};

/**
 * How much slower than the reference the machine was, the mean of before and
 * after: the slower of the CPU workload and the hello-world decides.
 */
export function calibrate(before: MachineSample, after: MachineSample): Calibration {
  const cpuMs = (before.cpuMs + after.cpuMs) / 2;
  const rps = (before.helloWorldRps + after.helloWorldRps) / 2;
  const cpuFactor = cpuMs / REFERENCE.cpuMs;
  const helloFactor = rps > 0 ? REFERENCE.helloWorldRps / rps : Number.POSITIVE_INFINITY;
  const factor = round(Math.max(MIN_FACTOR, cpuFactor, helloFactor), 2);
  return { factor, before, after };
}

export function describeCalibration({ factor, before, after }: Calibration): string {
  return [
    `machine calibration: CPU workload ${before.cpuMs} ms before, ${after.cpuMs} ms after (reference ${REFERENCE.cpuMs} ms);`,
    `hello-world ${before.helloWorldRps} req/s before, ${after.helloWorldRps} after (reference ${REFERENCE.helloWorldRps});`,
    `time budgets (ms, s) × ${factor}; sizes and ratios as written`,
  ].join(' ');
}
