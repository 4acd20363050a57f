import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite } from '@server/platform/db/client';
import { applications } from '@server/platform/db/schema/bewerber';
import { mailOutbox } from '@server/platform/db/schema/system';
import { waitUntil } from '@tests/support/http';
import { freePort, startPortal } from '@tests/support/portal-process';
import { step1Body, STEP1 } from './bewerbung-fixtures';

type Answer = { status: number; body: string };

/**
 * A POST whose body arrives in two halves: the request is in flight at the server
 * (headers parsed, body pending) until `finish` sends the rest.
 */
function slowPost(url: string, body: string, agent: Agent) {
  const half = Math.floor(body.length / 2);
  const req = httpRequest(`${url}${STEP1}`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-requested-with': 'XMLHttpRequest',
      origin: url,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the requests in flight, gives back claimed mails, closes the database, exits 0', async () => {
    // An SMTP server that accepts and never greets: the outbox's send hangs with its claim.
    const sockets = new Set<Socket>();
    const silentSmtp = createServer((socket) => sockets.add(socket));
    silentSmtp.listen(0, '127.0.0.1');
    await once(silentSmtp, 'listening');
    const smtpPort = (silentSmtp.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true });
    try {
      const portal = await startPortal(
        {
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          SHUTDOWN_GRACE_MS: '10000',
        },
        await freePort(),
      );
      const headers = {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        origin: portal.url,
      };
      for (let i = 0; i < 2; i++) {
        const sent = await fetch(`${portal.url}${STEP1}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(step1Body()),
        });
        expect(sent.status).toBe(200);
      }
      // The outbox has claimed the two mails and hangs on the silent SMTP server.
      await waitUntil(async () => sockets.size > 0);

      const inFlight = Array.from({ length: 6 }, () =>
        slowPost(portal.url, JSON.stringify(step1Body()), agent),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = Date.now();
      portal.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const request of inFlight) request.finish();

      const answers = await Promise.all(inFlight.map((request) => request.answer));
      for (const answer of answers) expect(answer.status, answer.body).toBe(200);
      expect(await portal.exited, portal.output()).toBe(0);
      // Well inside the grace: nothing waited for it (idle connections, the hung SMTP send).
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(portal.output()).toContain('given back on stop');
    } finally {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      silentSmtp.close();
    }

    // Read back from the data directory the process closed: every write is there.
    const database = fromPglite(await PGlite.create(dataDir + '/db'));
    try {
      expect(await database.db.$count(applications)).toBe(8);
      const mails = await database.db.select().from(mailOutbox);
      expect(mails).toHaveLength(8);
      for (const mail of mails) expect(mail).toMatchObject({ sentAt: null, lockedUntil: null });
    } finally {
      await database.close();
    }
  });
});
