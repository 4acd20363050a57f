import type { FastifyInstance } from 'fastify';
import {
  type ApplicantList,
  applicantListQuerySchema,
  BUERO_API_PATTERNS,
} from '@domain/buero/applicants-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { listApplicants } from '../applicant-list';
import { decodeCursor } from '../cursor';

/**
 * GET /app/api/buero/bewerbungen: one page of the applicant list. Not audited
 * (ADR 0022): the list shows names and e-mail addresses only; opening a person is.
 */
export async function listApplicantsRoute(app: FastifyInstance) {
  app.get(BUERO_API_PATTERNS.applicants, async (request): Promise<ApplicantList> => {
    const locale = requestLocale(request);
    const params = parseValue(applicantListQuerySchema, request.query, locale);
    const cursor = params.cursor ? decodeCursor(params.cursor, params.sort) : null;
    if (params.cursor && !cursor) {
      throw new HttpError(422, 'validation_failed', {
        cursor: [validationMessage('invalid', locale)],
      });
    }
    return listApplicants(app.db, params, cursor);
  });
}
