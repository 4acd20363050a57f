import { officeFileOperations } from '@domain/buero/operations/files';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { findPhotoKey } from '../../applicant-detail';
import { findStaffDocumentFile } from '../../staff-detail';
import { officeActor, recordApplicantViewed, recordStaffRead } from '../../writes';

const { applicantPhoto, staffDocument } = officeFileOperations;

/**
 * GET …/bewerbungen/{id}/foto: the application photo, to the office only,
 * never under a public address. Stored re-encoded as JPEG
 * (server/areas/bewerbung/photo.ts); sent like every file (sendDownload: not
 * cached, not sniffed, sandboxed). The view is audited.
 */
export const applicantPhotoHandler: OperationHandler<typeof applicantPhoto> = async ({
  app,
  request,
  params,
}) => {
  const { id } = params;
  const key = await recordApplicantViewed(app.db, officeActor(request), id, 'photo', (tx) =>
    findPhotoKey(tx, id),
  );
  const bytes = key ? await app.fileStore.read(key) : null;
  if (!bytes) throw refuse(applicantPhoto, 'not_found');
  return { type: 'image/jpeg', name: `bewerbung-${String(id)}-foto.jpg`, body: bytes };
};

/**
 * A staff member's document, handed out as the staff member's own download
 * is (server/areas/dokumente: the type found at upload). Another person's
 * document id answers 404 like an unknown one. Audited; the check mark is
 * handlers/staff/change.ts.
 */
export const staffDocumentHandler: OperationHandler<typeof staffDocument> = async ({
  app,
  request,
  params,
}) => {
  const { id, documentId } = params;
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
    throw refuse(staffDocument, 'not_found');
  }
  return { type: row.mimeType, name: row.originalName, body: bytes };
};
