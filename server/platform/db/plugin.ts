import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './client';

/** Makes the database available as app.db; closes it with the app when the app opened it. */
export function registerDatabase(
  app: FastifyInstance,
  handle: DatabaseHandle,
  owned: boolean,
): void {
  app.decorate('db', handle.db);
  if (owned) app.addHook('onClose', async () => handle.close());
}
