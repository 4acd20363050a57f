import type { FastifyInstance } from 'fastify';
import { chosenMessenRoute } from './routes/chosen-messen';
import { listMessenRoute } from './routes/list-messen';
import { saveSelectionRoute } from './routes/save-selection';

/** GET /app/api/messen: the planner's fairs (docs/product/api.md, Fairs). */
export async function messenRoutes(app: FastifyInstance) {
  await listMessenRoute(app);
}

/** /app/api/stammdaten/messen: the signed-in person's chosen fairs, read and saved. */
export async function stammdatenMessenRoutes(app: FastifyInstance) {
  await chosenMessenRoute(app);
  await saveSelectionRoute(app);
}
