import type { FastifyInstance } from 'fastify';
import { STAFF_API_PATTERNS, type StaffAssignments } from '@domain/buero/staff-contract';
import { HttpError } from '@server/platform/http/http-error';
import { loadStaffAssignments } from '../messen/staff-assignments';
import { readIdParam } from '../params';

/**
 * GET /app/api/buero/personal/{id}/einsaetze: where the person works. Not
 * audited, like the pair's own view of its staff (names of fairs and customers
 * only). Adding the person to a pair is the pair's call (…/kunden/{id}/personal).
 */
export async function staffAssignmentsRoute(app: FastifyInstance) {
  app.get(STAFF_API_PATTERNS.assignments, async (request): Promise<StaffAssignments> => {
    const assignments = await loadStaffAssignments(app.db, readIdParam(request));
    if (!assignments) throw new HttpError(404, 'not_found');
    return assignments;
  });
}
