import { TIME_TRACKING_API_PATTERNS } from '@domain/stundenerfassung/contract';
import type { FastifyInstance } from 'fastify';
import type { TimeTrackingMessenList } from '@domain/stundenerfassung/stundenerfassung';
import { requireUser } from '@server/platform/common/current-user';
import { listAssignedPairs } from '../repository';

/** GET /app/api/stundenerfassung: the supervisor's fairs, each with its assigned customers. */
export async function listPairsRoute(app: FastifyInstance) {
  app.get(TIME_TRACKING_API_PATTERNS.list, async (request): Promise<TimeTrackingMessenList> => {
    return listAssignedPairs(app.db, requireUser(request).id);
  });
}
