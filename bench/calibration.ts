import { round } from './figures';

/**
 * The machine's speed, measured in the same run as the figures, so a time
 * budget is judged against the machine it ran on: a shared two-core machine
 * that is three times slower (or busy) must not fail every budget, and a
 * change that makes one figure slower while the machine is not must still
 * fail it. Sizes and ratios are not scaled.
 *
 * The reference figures were measured on the development machine the time
 * budgets were set on (2-core, quiet: load average under 2; the hello-world
 * from the README's run of 2026-11-25).
 */
export const REFERENCE = {
  /** Median of the fixed CPU workload below. */
  cpuMs: 35,
  /** Bare Fastify hello-world at 10 connections (README's run). */
  helloWorldRps: 80_000,
} as const;

/** Never tighter than the budgets as written; a faster machine keeps them. */
const MIN_FACTOR = 1;

export type MachineSample = { cpuMs: number; helloWorldRps: number };

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
