import { dokumenteOperations } from '@domain/dokumente/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { listDocuments } from './handlers/list';
import { openDocument } from './handlers/open';
import { uploadDocument } from './handlers/upload';

/**
 * A person's own documents (docs/product/screens.md, Documents), registered
 * from the area's table. Every operation acts on the signed-in person's own
 * record only.
 */
export const dokumenteRoutes = operationRoutes(dokumenteOperations, {
  list: listDocuments,
  open: openDocument,
  upload: uploadDocument,
});
