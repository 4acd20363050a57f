import type { FastifyInstance } from 'fastify';
import {
  STAFF_API_PATTERNS,
  type StaffList,
  staffListQuerySchema,
} from '@domain/buero/staff-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { decodeCursor } from '../cursor';
import { listStaff } from '../staff-list';

/**
 * GET /app/api/buero/personal: one page of the staff list. Not audited, like
 * the applicant list (ADR 0022): names and e-mail addresses only.
 */
export async function staffListRoute(app: FastifyInstance) {
  app.get(STAFF_API_PATTERNS.list, async (request): Promise<StaffList> => {
    const locale = requestLocale(request);
    const params = parseValue(staffListQuerySchema, request.query, locale);
    const cursor = params.cursor ? decodeCursor(params.cursor, params.sort) : null;
    if (params.cursor && !cursor) {
      throw new HttpError(422, 'validation_failed', {
        cursor: [validationMessage('invalid', locale)],
      });
    }
    return listStaff(app.db, params, cursor);
  });
}
