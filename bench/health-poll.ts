/*
 * The /healthz figure of the benches that load the server with work it hands
 * to worker threads (ADR 0034): /healthz asked one request after the other,
 * every POLL_GAP_MS, while the work runs; a held event loop shows in the tail.
 */

const POLL_GAP_MS = 10;

/** Asks /healthz one request after the other until `until` settles; each answer's time. */
export async function pollHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/healthz answered ${String(response.status)}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
  }
  return samples;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
