import type { FastifyRequest } from 'fastify';
import { requireUser } from '@server/platform/common/current-user';

/** Who acts: the office account and where from (for the audit entry). */
export type OfficeActor = { userId: number; ip: string };

export function officeActor(request: FastifyRequest): OfficeActor {
  return { userId: requireUser(request).id, ip: request.ip };
}
