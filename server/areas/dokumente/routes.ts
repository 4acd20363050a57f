import type { FastifyInstance } from 'fastify';
import { registerDocumentMultipart } from './document-upload';
import { listDocumentsRoute } from './routes/list-documents';
import { openDocumentRoute } from './routes/open-document';
import { uploadDocumentRoute } from './routes/upload-document';

/**
 * The documents (docs/product/screens.md, Documents; api.md, Master data), below
 * /app/api/stammdaten/dokumente. Every route acts on the signed-in person's own
 * record only (the scope answers 401 without a session).
 */
export async function dokumenteRoutes(app: FastifyInstance) {
  await registerDocumentMultipart(app);
  await listDocumentsRoute(app);
  await openDocumentRoute(app);
  await uploadDocumentRoute(app);
}
