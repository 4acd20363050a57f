import type { FastifyRequest } from 'fastify';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import type { OperationSpec, RefusalSpec } from '@domain/shared/operation';
import { refuse } from '@server/platform/api/operation-routes';

/**
 * Per-IP limits of the public application calls, counted in the database so every
 * instance shares them (docs/product/rules.md, Application; 429 with Retry-After as
 * in ADR 0005). Sized for a school or office behind one address, not for a script.
 */
export const BEWERBUNG_LIMITS = {
  step1: { max: 10, windowMs: 60 * 60_000 },
  step2Load: { max: 60, windowMs: 15 * 60_000 },
  step2Submit: { max: 20, windowMs: 15 * 60_000 },
  /** Mails per e-mail address: past it, step 1 still answers alike but mails nothing. */
  step1PerEmail: { max: 5, windowMs: DAY_MS },
} as const;

type LimitName = 'step1' | 'step2Load' | 'step2Submit';

type Throttled = OperationSpec & { refusals: { too_many_attempts: RefusalSpec } };

/** Counts one call of the request's IP; over the limit the operation refuses with 429 and Retry-After. */
export async function limitPerIp(
  request: FastifyRequest,
  name: LimitName,
  operation: Throttled,
): Promise<void> {
  const { max, windowMs } = BEWERBUNG_LIMITS[name];
  const state = await hitCounter(
    request.server.db,
    throttleKey(`bewerbung-${name}`, request.ip),
    windowMs,
  );
  if (state.count > max) {
    throw refuse(
      operation,
      'too_many_attempts',
      {},
      {
        headers: { 'Retry-After': String(state.retryAfterSeconds) },
      },
    );
  }
}
