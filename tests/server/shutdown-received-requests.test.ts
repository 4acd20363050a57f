import { describe, expect, it } from 'vitest';
import { openRaw, type RawClient } from '@tests/support/raw-socket';
import { createTestApp } from '@tests/support/test-app';

/*
 * ADR 0016: a request that had reached the server's socket when the close
 * began (SIGTERM while an export held the event loop on PGlite) was reset
 * with its idle-looking connection. Now it is finished or answered 503.
 */

const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: portal.test\r\n\r\n';

/** Waits until the client received a complete answer to its `n`-th request on the connection. */
async function answered(client: RawClient, n: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((client.received().match(/HTTP\/1\.1 \d{3}/g) ?? []).length < n) {
    if (Date.now() > deadline) throw new Error(`no answer ${String(n)}: ${client.received()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('closing the app', () => {
  it('answers the requests already sent on idle keep-alive connections, resets none', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const clients = await Promise.all(Array.from({ length: 8 }, () => openRaw(port)));
    const resets: string[] = [];
    for (const client of clients) {
      client.socket.on('error', (error: NodeJS.ErrnoException) => resets.push(String(error.code)));
      client.socket.write(HEALTH);
      await answered(client, 1);
    }
    // Now idle keep-alive connections. In one tick, as a SIGTERM that arrives
    // while the event loop is busy: each sends a request, then the close begins
    // before the server has read a byte of them.
    for (const client of clients) client.socket.write(HEALTH);
    const closed = t.app.close();
    await Promise.all(clients.map((client) => client.closedWithin(5_000)));
    await closed;
    expect(resets).toEqual([]);
    for (const client of clients) {
      const statuses = [...client.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
      expect(statuses[0]).toBe('200');
      expect(['200', '503']).toContain(statuses[1]);
      if (statuses[1] === '503') {
        expect(client.received()).toMatch(/retry-after: \d+/i);
        expect(client.received()).toContain('"errors":{}');
      }
    }
  });
});
