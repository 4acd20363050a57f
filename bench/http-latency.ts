import autocannon from 'autocannon';

export type LatencyFigure = {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  unexpected: number;
};

/**
 * Drives one request shape with autocannon on loopback for a bounded time and
 * reports its latency percentiles. Answers other than `expectStatus` count as unexpected.
 */
export async function measureLatency(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  expectStatus: number;
  connections?: number;
  seconds?: number;
}): Promise<LatencyFigure> {
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
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    unexpected: answered - expected,
  };
}
