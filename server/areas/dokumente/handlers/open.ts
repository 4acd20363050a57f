import { dokumenteOperations } from '@domain/dokumente/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { findDocumentOf } from '../reads';

const open = dokumenteOperations.open;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;

/** A document id from the path, or null (anything else is just not found). */
function documentId(raw: string): number | null {
  if (!ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * One document, to its owner only: another person's id answers 404 like an
 * unknown one. Sent with the type found at upload, never sniffed (sendDownload).
 */
export const openDocument: OperationHandler<typeof open> = async ({ app, request, params }) => {
  const id = documentId(params.id);
  const bewerberId = await findOwnBewerberId(app.db, request);
  if (id === null || bewerberId === null) throw refuse(open, 'not_found');
  const row = await findDocumentOf(app.db, bewerberId, id);
  if (!row) throw refuse(open, 'not_found');
  const bytes = await app.fileStore.read(row.storageKey);
  if (!bytes) {
    request.log.warn({ documentId: id }, 'document row without its file');
    throw refuse(open, 'not_found');
  }
  return { type: row.mimeType, name: row.originalName, body: bytes };
};
