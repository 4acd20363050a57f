/*
 * Retry timing of the outbox (ADR 0009): exponential from 1 s to
 * 60 s with jitter, so tablets that come back online together do not hit the
 * server in lockstep; a server's Retry-After wins.
 */

export const MIN_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 60_000;
/** A Retry-After beyond this is treated as a misconfiguration, not obeyed. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** Delay before attempt `attempts + 1`, given `attempts` failures so far (≥ 1). */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  // "Equal jitter": half fixed, half random, so the delay still grows with each failure.
  return Math.max(MIN_RETRY_MS, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}

/** A server's Retry-After (seconds, parsed by the API client) as the delay to use, bounded. */
export function retryAfterDelay(seconds: number | null): number | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_MS, seconds * 1000));
}

/** The link probe's waits while the link is down: short, so a returning network is seen soon. */
export const MIN_PROBE_MS = 1_000;
export const MAX_PROBE_MS = 8_000;

/** Delay before the next link probe, given `failedProbes` probes that failed in a row (≥ 1). */
export function probeDelay(failedProbes: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_PROBE_MS, MIN_PROBE_MS * 2 ** Math.max(0, failedProbes - 1));
  return Math.max(MIN_PROBE_MS, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}
