import type { FastifyInstance } from 'fastify';
import { STAFF_API_PATTERNS, type StaffDocument } from '@domain/buero/staff-contract';
import { sendDownload } from '@server/platform/http/send-download';
import { HttpError } from '@server/platform/http/http-error';
import { readIdParam } from '../params';
import { findStaffDocumentFile } from '../staff-detail';
import { markDocumentChecked, officeActor, recordStaffRead } from '../writes';

/**
 * A staff member's documents: GET …/dokumente/{documentId} hands out the file
 * as the staff member's own download does (server/areas/dokumente: the type found at
 * upload, never sniffed, never cached, sandboxed); POST …/geprueft marks it
 * checked. Another person's document id answers 404 like an unknown one. Both
 * are audited.
 */
export async function staffDocumentRoutes(app: FastifyInstance) {
  app.get(STAFF_API_PATTERNS.document, async (request, reply) => {
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

  app.post(STAFF_API_PATTERNS.documentChecked, async (request): Promise<StaffDocument> => {
    const id = readIdParam(request);
    const documentId = readIdParam(request, 'documentId');
    const document = await markDocumentChecked(app.db, officeActor(request), id, documentId);
    if (!document) throw new HttpError(404, 'not_found');
    return document;
  });
}
