import type { FastifyInstance } from 'fastify';
import { type ApplicantOptions, BUERO_API_PATTERNS } from '@domain/buero/applicants-contract';
import { loadApplicantOptions } from '../applicant-detail';

/** GET /app/api/buero/bewerbungen/optionen: the locations and fairs the filters offer. */
export async function applicantOptionsRoute(app: FastifyInstance) {
  app.get(BUERO_API_PATTERNS.applicantOptions, async (): Promise<ApplicantOptions> => {
    return loadApplicantOptions(app.db);
  });
}
