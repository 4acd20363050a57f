import { TIME_TRACKING_API_PATTERNS } from '@domain/stundenerfassung/contract';
import type { FastifyInstance } from 'fastify';
import type { TimeTrackingStaffSheet } from '@domain/stundenerfassung/stundenerfassung';
import { loadAssignedPair, loadStaff, requireDayInFair } from '../access';
import { optionalDayQuery, staffParams } from '../params';
import { staffSheet } from '../sheets';

/** GET /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}[?date=]: one person's sheet. */
export async function staffSheetRoute(app: FastifyInstance) {
  app.get(
    TIME_TRACKING_API_PATTERNS.staffSheet,
    async (request): Promise<TimeTrackingStaffSheet> => {
      const ids = staffParams(request);
      const day = optionalDayQuery(request);
      const pair = await loadAssignedPair(app.db, request, ids);
      if (day !== undefined) requireDayInFair(pair.messe, day);
      const person = await loadStaff(app.db, ids, ids.staffId);
      return staffSheet(app.db, pair, person, day);
    },
  );
}
