import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '@server/platform/db/schema/bewerber';
import { HttpError } from '@server/platform/http/http-error';
import { sendDownload } from '@server/platform/http/send-download';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;

/** A document id from the path, or null (anything else is just not found). */
function documentId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * GET /app/api/stammdaten/dokumente/:id: the file, to its owner only. Another
 * person's id answers 404 like an unknown one. The answer is a download with
 * the type found at upload, never sniffed, never cached, and sandboxed should
 * a browser render it anyway.
 */
export async function openDocumentRoute(app: FastifyInstance) {
  app.get('/:id', async (request, reply) => {
    const id = documentId((request.params as { id?: unknown }).id);
    const bewerberId = await findOwnBewerberId(app.db, request);
    if (id === null || bewerberId === null) throw new HttpError(404, 'not_found');
    const [row] = await app.db
      .select({
        storageKey: documents.storageKey,
        mimeType: documents.mimeType,
        originalName: documents.originalName,
      })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.bewerberId, bewerberId)));
    if (!row) throw new HttpError(404, 'not_found');
    const bytes = await app.fileStore.read(row.storageKey);
    if (!bytes) {
      request.log.warn({ documentId: id }, 'document row without its file');
      throw new HttpError(404, 'not_found');
    }
    return sendDownload(reply, { type: row.mimeType, name: row.originalName }, bytes);
  });
}
