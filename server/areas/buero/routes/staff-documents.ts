import type { FastifyInstance } from 'fastify';
import { PEOPLE_FILE_PATTERNS } from '@domain/buero/operations/people-files';
import { sendDownload } from '@server/platform/http/send-download';
import { HttpError } from '@server/platform/http/http-error';
import { readIdParam } from '../params';
import { findStaffDocumentFile } from '../staff-detail';
import { officeActor, recordStaffRead } from '../writes';

/**
 * A staff member's document: GET …/dokumente/{documentId} hands out the file
 * as the staff member's own download does (server/areas/dokumente: the type found at
 * upload, never sniffed, never cached, sandboxed). Another person's document id
 * answers 404 like an unknown one. Audited. A file answer: registered here until
 * the operation table has them (the check mark is in handlers/staff/change.ts).
 */
export async function staffDocumentRoutes(app: FastifyInstance) {
  app.get(PEOPLE_FILE_PATTERNS.staffDocument, async (request, reply) => {
    const id = readIdParam(request);
    const documentId = readIdParam(request, 'documentId');
    const row = await recordStaffRead(
      app.db,
      officeActor(request),
      id,
      { action: 'staff_document_opened', details: { document: documentId } },
      (tx) => findStaffDocumentFile(tx, id, documentId),
    );
    const bytes = row ? await app.fileStore.read(row.storageKey) : null;
    if (!row || !bytes) {
      if (row) request.log.warn({ documentId }, 'document row without its file');
      throw new HttpError(404, 'not_found');
    }
    return sendDownload(reply, { type: row.mimeType, name: row.originalName }, bytes);
  });
}
