import type { FastifyRequest } from 'fastify';
import { freigabeOperations } from '@domain/freigabe/operations';
import { refuse } from '@server/platform/api/operation-routes';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';

/*
 * An address's misses on approval links (unknown, malformed, withdrawn or
 * expired tokens), counted in the database and shared by every instance, so
 * nobody tries tokens in bulk: past the limit 429 instead of the 404. A
 * working link is not counted (the contact may reload the page freely).
 */

const WINDOW_MS = 15 * 60_000;
export const APPROVAL_MISSES_MAX = 20;

export async function limitApprovalMisses(request: FastifyRequest): Promise<void> {
  const state = await hitCounter(
    request.server.db,
    throttleKey('freigabe-miss', request.ip),
    WINDOW_MS,
  );
  if (state.count > APPROVAL_MISSES_MAX) {
    throw refuse(
      freigabeOperations.page,
      'too_many_attempts',
      {},
      { headers: { 'Retry-After': String(state.retryAfterSeconds) } },
    );
  }
}
