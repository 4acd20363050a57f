import { and, desc, eq } from 'drizzle-orm';
import type { DocumentItem } from '@domain/dokumente/dokumente';
import type { Database } from '@server/platform/db/client';
import { documents } from '@server/platform/db/schema/bewerber';
import { documentItemColumns, toDocumentItem } from './document-rows';

/** A person's documents, newest first. */
export async function listDocumentsOf(db: Database, bewerberId: number): Promise<DocumentItem[]> {
  const rows = await db
    .select(documentItemColumns)
    .from(documents)
    .where(eq(documents.bewerberId, bewerberId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDocumentItem);
}

/** Where one of the person's documents is stored, or undefined when it is not theirs. */
export async function findDocumentOf(db: Database, bewerberId: number, id: number) {
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      mimeType: documents.mimeType,
      originalName: documents.originalName,
    })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.bewerberId, bewerberId)));
  return row;
}
