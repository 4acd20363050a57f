import autocannon from 'autocannon';
import { median } from './figures';

export type LatencyFigure = {
  p50: number;
  p99: number;
  rps: number;
  samples: number;
};

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  expectStatus: number;
  connections?: number;
  seconds?: number;
};

/**
 * Drives one request shape with autocannon on loopback for a bounded time and
 * reports its latency percentiles. Errors, timeouts and answers other than
 * `expectStatus` fail the benchmark: a fast wrong answer is no figure.
 */
export async function measureLatency(name: string, options: LoadOptions): Promise<LatencyFigure> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
  });
  const expected = result.statusCodeStats[String(options.expectStatus)]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + stat.count, 0);
  const errors = result.errors + result.timeouts;
  // No answer at all within the run (every request slower than the run) is no figure either.
  if (errors > 0 || answered !== expected || answered === 0) {
    throw new Error(
      `${name}: ${errors} errors, ${answered - expected} unexpected statuses, ${answered} answers under load`,
    );
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    samples: answered,
  };
}

/** The figures of several runs and their medians (what the budgets hold). */
export type RepeatedLatency = { runs: LatencyFigure[]; median: LatencyFigure };

export function medianOf(runs: LatencyFigure[]): LatencyFigure {
  return {
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    rps: Math.round(median(runs.map((run) => run.rps))),
    samples: runs.reduce((sum, run) => sum + run.samples, 0),
  };
}

/** Repeats one load `times` and reports the median of the runs. */
export async function measureRepeated(
  name: string,
  options: LoadOptions,
  times: number,
): Promise<RepeatedLatency> {
  const runs: LatencyFigure[] = [];
  for (let i = 0; i < times; i++) runs.push(await measureLatency(name, options));
  return { runs, median: medianOf(runs) };
}
