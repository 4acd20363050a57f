import type { DocumentItem } from '@domain/dokumente/dokumente';
import { documents } from '@server/platform/db/schema/bewerber';
import type { UploadType } from '@server/platform/storage/file-type';

/** The columns a listing needs (never the storage key). */
export const documentItemColumns = {
  id: documents.id,
  type: documents.type,
  originalName: documents.originalName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
};

type ItemRow = {
  id: number;
  type: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
};

/** A row as the API shows it (snake_case like the API's other answers, docs/product/api.md). */
export function toDocumentItem(row: ItemRow): DocumentItem {
  return {
    id: row.id,
    type: row.type,
    original_name: row.originalName,
    // Only types detectUploadType returned are ever stored.
    mime_type: row.mimeType as UploadType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}
