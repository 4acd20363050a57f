import { connect, createServer, type Socket } from 'node:net';

/*
 * A TCP proxy that holds every chunk for `oneWayMs` in each direction, so a
 * request and its answer cost one round trip of 2 × oneWayMs on top of the
 * server's time: a fair hall's mobile link for the outbox drain bench. Plain
 * node:net, no dependency; chunks keep their order (timers of equal delay fire
 * in the order they were set).
 */

export type DelayProxy = { url: string; close(): Promise<void> };

/** Forwards `from` to `to`, each chunk and the end `oneWayMs` later. */
function delayed(from: Socket, to: Socket, oneWayMs: number): void {
  from.on('data', (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, oneWayMs);
  });
  from.on('end', () => setTimeout(() => to.end(), oneWayMs));
  from.on('error', () => to.destroy());
  from.on('close', () => setTimeout(() => to.destroy(), oneWayMs + 1));
}

/** Listens on a free loopback port and forwards to `targetUrl`'s host and port. */
export async function startDelayProxy(targetUrl: string, oneWayMs: number): Promise<DelayProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    delayed(client, upstream, oneWayMs);
    delayed(upstream, client, oneWayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
