import type { FastifyInstance } from 'fastify';
import {
  type RevealAnswer,
  revealBodySchema,
  STAFF_API_PATTERNS,
  type StaffDetail,
} from '@domain/buero/staff-contract';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { readIdParam } from '../params';
import { decryptSecret, findStaffSecrets, loadStaffDetail } from '../staff-detail';
import { officeActor, recordStaffRead } from '../writes';

/**
 * GET /app/api/buero/personal/{id}: one staff member, payroll fields masked;
 * POST …/aufdecken: one of them in full. Both reads are audited; the audit
 * names the field revealed, never its value.
 */
export async function staffDetailRoutes(app: FastifyInstance) {
  app.get(STAFF_API_PATTERNS.detail, async (request): Promise<StaffDetail> => {
    const id = readIdParam(request);
    const detail = await recordStaffRead(
      app.db,
      officeActor(request),
      id,
      { action: 'staff_viewed', details: { what: 'detail' } },
      (tx) => loadStaffDetail(tx, app.fieldCipher, id),
    );
    if (!detail) throw new HttpError(404, 'not_found');
    return detail;
  });

  app.post(STAFF_API_PATTERNS.reveal, async (request): Promise<RevealAnswer> => {
    const id = readIdParam(request);
    const { field } = parseWith(revealBodySchema, request);
    const value = await recordStaffRead(
      app.db,
      officeActor(request),
      id,
      { action: 'staff_field_revealed', details: { field } },
      async (tx) => {
        const secrets = await findStaffSecrets(tx, id);
        return secrets ? decryptSecret(app.fieldCipher, secrets, field) : null;
      },
    );
    // No such staff member, or the field is not filled in: nothing to reveal, nothing recorded.
    if (value === null) throw new HttpError(404, 'not_found');
    return { field, value };
  });
}
