import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/platform/db/client';
import { HttpError } from '@server/platform/http/http-error';
import { findStep2Access, isTokenShaped, type Step2Access } from './step2-tokens';

/** The `?token=` of a step-2 call ('' when absent or repeated). */
export function tokenQuery(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query.token === 'string' ? query.token : '';
}

/** The application of a valid token, or 404 with the load-error text (never which case it was). */
export async function step2AccessOrFail(
  db: Database,
  token: string,
  forUpdate = false,
): Promise<Step2Access> {
  const access = isTokenShaped(token) ? await findStep2Access(db, token, forUpdate) : null;
  if (!access) throw new HttpError(404, 'bewerbung_link_invalid');
  return access;
}
