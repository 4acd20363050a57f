import type { FastifyInstance } from 'fastify';
import { PEOPLE_FILE_PATTERNS } from '@domain/buero/operations/people-files';
import { HttpError } from '@server/platform/http/http-error';
import { findPhotoKey } from '../applicant-detail';
import { readIdParam } from '../params';
import { officeActor, recordApplicantViewed } from '../writes';

/**
 * GET /app/api/buero/bewerbungen/{id}/foto: the application photo, to the office
 * only, never under a public URL. Stored re-encoded as JPEG (server/areas/bewerbung/photo.ts);
 * not cached, not sniffed, sandboxed. The view is audited.
 */
export async function applicantPhotoRoute(app: FastifyInstance) {
  app.get(PEOPLE_FILE_PATTERNS.applicantPhoto, async (request, reply) => {
    const id = readIdParam(request);
    const key = await recordApplicantViewed(app.db, officeActor(request), id, 'photo', (tx) =>
      findPhotoKey(tx, id),
    );
    const bytes = key ? await app.fileStore.read(key) : null;
    if (!bytes) throw new HttpError(404, 'not_found');
    return reply
      .type('image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}
