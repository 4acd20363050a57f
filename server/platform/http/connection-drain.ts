import type { FastifyInstance } from 'fastify';

/**
 * Once the app closes, every answer says `Connection: close` and idle keep-alive
 * connections are closed: a client (or the proxy) opens its next request
 * elsewhere instead of on a connection that is about to go, and the close waits
 * only for requests in flight, not for keep-alive timeouts.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
