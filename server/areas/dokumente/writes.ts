import type { DocumentItem, DocumentType } from '@domain/dokumente/dokumente';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { documents } from '@server/platform/db/schema/bewerber';
import type { UploadType } from '@server/platform/storage/file-type';
import { documentItemColumns, toDocumentItem } from './document-rows';

export type StoredDocument = {
  bewerberId: number;
  type: DocumentType;
  storageKey: string;
  name: string;
  mimeType: UploadType;
  sizeBytes: number;
};

/** The document's row and its audit entry, in one transaction. */
export async function recordDocument(
  db: Database,
  actor: { userId: number; ip: string },
  document: StoredDocument,
): Promise<DocumentItem> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        bewerberId: document.bewerberId,
        type: document.type,
        storageKey: document.storageKey,
        originalName: document.name,
        mimeType: document.mimeType,
        sizeBytes: document.sizeBytes,
        uploadedBy: actor.userId,
      })
      .returning(documentItemColumns);
    if (!inserted) throw new Error('document row not inserted');
    await writeAudit(tx, {
      action: 'document_uploaded',
      userId: actor.userId,
      subject: `document:${inserted.id}`,
      ip: actor.ip,
      details: {
        type: inserted.type,
        mime_type: document.mimeType,
        size_bytes: document.sizeBytes,
      },
    });
    return inserted;
  });
  return toDocumentItem(row);
}
