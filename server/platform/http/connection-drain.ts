import type { FastifyInstance } from 'fastify';
import { apiError } from '@domain/shared/api-error';
import { requestLocale } from './locale';
import { message } from './messages';

/**
 * How long the close lets the event loop read what already reached open
 * connections. A request still unread in a socket's buffer looks idle, and
 * closing that socket resets the connection of a client that has sent its
 * request (ADR 0016: SIGTERM while an export held the loop on PGlite). A
 * timer always lets the loop poll the sockets once before it fires.
 */
const READ_PENDING_MS = 50;

/**
 * Once the app closes, every answer says `Connection: close`, a request that
 * arrives answers 503 with Retry-After in the API's error shape, and idle
 * keep-alive connections are closed: a client (or the proxy) opens its next
 * request elsewhere, and the close waits only for requests in flight, not for
 * keep-alive timeouts.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    await new Promise((resolve) => setTimeout(resolve, READ_PENDING_MS));
    app.server.closeIdleConnections();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    await reply
      .code(503)
      .header('Retry-After', '5')
      .header('Connection', 'close')
      .send(apiError(message('service_unavailable', requestLocale(request))));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
