import type { FastifyInstance } from 'fastify';
import { type ApplicantDetail, BUERO_API_PATTERNS } from '@domain/buero/applicants-contract';
import { HttpError } from '@server/platform/http/http-error';
import { loadApplicantDetail } from '../applicant-detail';
import { readIdParam } from '../params';
import { officeActor, recordApplicantViewed } from '../writes';

/** GET /app/api/buero/bewerbungen/{id}: one application in full; the view is audited. */
export async function applicantDetailRoute(app: FastifyInstance) {
  app.get(BUERO_API_PATTERNS.applicant, async (request): Promise<ApplicantDetail> => {
    const id = readIdParam(request);
    const detail = await recordApplicantViewed(app.db, officeActor(request), id, 'detail', (tx) =>
      loadApplicantDetail(tx, id),
    );
    if (!detail) throw new HttpError(404, 'not_found');
    return detail;
  });
}
