import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/platform/config/config';

type Deadlines = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs'>;

/**
 * Node's own deadlines for Fastify's options: `headersTimeout` for the head,
 * `requestTimeout` for the whole request (Fastify's default 0 switches it off).
 * Node checks them every `connectionsCheckingInterval` (30 s by default, far
 * coarser than the deadlines); both answer 408 through the clientError handler.
 */
export function nodeDeadlineOptions(config: Deadlines) {
  const shortest = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}

function expectsBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (
    headers['transfer-encoding'] !== undefined ||
    (typeof length === 'string' && length.trim() !== '0')
  );
}

/**
 * A body that sends nothing for `idleMs` is closed with 408. Node has no such
 * deadline: its request deadline alone would let a stalled upload hold its
 * socket for minutes. Polls the socket's byte count (the HTTP parser reads the
 * socket natively, so no 'data' event shows progress) until the body has fully
 * arrived or the answer is sent. `expire` answers on the raw socket.
 */
export function registerBodyIdleDeadline(
  app: FastifyInstance,
  idleMs: number,
  expire: (error: NodeJS.ErrnoException, socket: Socket) => void,
): void {
  const step = Math.max(10, Math.floor(idleMs / 4));
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    if (!socket || raw.complete || !expectsBody(raw.headers)) return done();
    let lastBytes = socket.bytesRead;
    let lastProgress = Date.now();
    const check = () => {
      if (raw.complete || reply.raw.headersSent || socket.destroyed) return;
      if (socket.bytesRead !== lastBytes) {
        lastBytes = socket.bytesRead;
        lastProgress = Date.now();
      } else if (Date.now() - lastProgress >= idleMs) {
        request.log.info({ idleMs }, 'request body idle, connection closed');
        const error: NodeJS.ErrnoException = new Error('request body idle');
        error.code = 'ERR_HTTP_REQUEST_TIMEOUT';
        expire(error, socket);
        return;
      }
      timer = setTimeout(check, step);
      timer.unref();
    };
    let timer = setTimeout(check, step);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
