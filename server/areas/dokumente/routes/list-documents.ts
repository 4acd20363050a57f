import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DocumentItem } from '@domain/dokumente/dokumente';
import { documents } from '@server/platform/db/schema/bewerber';
import { documentItemColumns, toDocumentItem } from '../document-rows';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';

/**
 * GET /app/api/stammdaten/dokumente: the signed-in person's own documents,
 * newest first. An account without a staff record has none (an empty list).
 */
export async function listDocumentsRoute(app: FastifyInstance) {
  app.get('/', async (request): Promise<DocumentItem[]> => {
    const bewerberId = await findOwnBewerberId(app.db, request);
    if (bewerberId === null) return [];
    const rows = await app.db
      .select(documentItemColumns)
      .from(documents)
      .where(eq(documents.bewerberId, bewerberId))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocumentItem);
  });
}
