import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/platform/db/client';
import { mailOutbox } from '@server/platform/db/schema/system';
import { DEFAULT_OUTBOX_OPTIONS, retryDelayMs } from '@server/platform/mail/outbox';
import { waitUntil } from '@tests/support/http';
import { resetLinkFrom, type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createTestDatabase } from '@tests/support/test-database';

// Retries within milliseconds instead of minutes.
const FAST = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 };
const DATA = {
  name: 'Ada',
  link: 'http://portal.test/de/password/reset?token=Secret-Token-1',
  validMinutes: 60,
};

/** A port on 127.0.0.1 where nothing listens (yet): SMTP is "down". */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function rowsFor(db: TestApp['db'], recipient: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

let database: DatabaseHandle;
const apps: TestApp[] = [];
const captures: SmtpCapture[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
// Every app of a test stops before the next: a worker left running would send its mails.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const capture of captures.splice(0)) await capture.close();
});
afterAll(() => database.close());

async function appWithSmtp(port: number, outbox: Partial<typeof DEFAULT_OUTBOX_OPTIONS> = FAST) {
  const t = await createTestApp({
    database,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    outbox,
  });
  apps.push(t);
  return t;
}

async function smtpOn(port: number) {
  const capture = await startSmtpCapture({ port });
  captures.push(capture);
  return capture;
}

describe('the mail outbox', () => {
  it('keeps a mail queued while SMTP is down and delivers it exactly once when SMTP is back', async () => {
    const port = await freePort();
    const t = await appWithSmtp(port);
    await t.app.enqueueMail(t.db, 'password_reset', 'down@example.test', 'de', DATA);
    const failed = await waitUntil(async () => {
      const [row] = await rowsFor(t.db, 'down@example.test');
      return row && row.attempts >= 2 && row;
    });
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/^E[A-Z]+$/);

    const smtp = await smtpOn(port);
    const mail = await smtp.waitForMessage(1);
    expect(mail.to).toEqual(['down@example.test']);
    expect(resetLinkFrom(mail.raw).searchParams.get('token')).toBe('Secret-Token-1');
    const [sent] = await waitUntil(async () => {
      const rows = await rowsFor(t.db, 'down@example.test');
      return rows[0]?.sentAt && rows;
    });
    expect(sent?.lastError).toBeNull();
    // Several more polls: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.mailOutbox.drain();
    expect(smtp.messages.filter((m) => m.to.includes('down@example.test'))).toHaveLength(1);
  });

  it('delivers mail queued before a restart once a new app runs on the same database', async () => {
    const port = await freePort();
    const first = await appWithSmtp(port);
    await first.app.enqueueMail(first.db, 'password_reset', 'restart@example.test', 'en', DATA);
    await waitUntil(async () => (await rowsFor(first.db, 'restart@example.test'))[0]?.lastError);
    await first.close();

    const smtp = await smtpOn(port);
    await appWithSmtp(port); // the "restarted" instance
    const mail = await smtp.waitForMessage(1);
    expect(mail.to).toEqual(['restart@example.test']);
    expect(mail.raw).toMatch(/Reset[_ ]your[_ ]password/);
  });

  it('sends each mail once when several instances work on one outbox', async () => {
    const smtp = await smtpOn(await freePort());
    const port = Number(new URL(smtp.url).port);
    const a = await appWithSmtp(port);
    const b = await appWithSmtp(port);
    const c = await appWithSmtp(port);
    const recipients = Array.from({ length: 12 }, (_, i) => `many-${i}@example.test`);
    await a.db.transaction(async (tx) => {
      for (const to of recipients) await a.app.enqueueMail(tx, 'password_reset', to, 'de', DATA);
    });
    for (const t of [a, b, c]) t.app.mailOutbox.nudge();
    await smtp.waitForMessage(recipients.length);
    await Promise.all([a, b, c].map((t) => t.app.mailOutbox.drain()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
  });

  it('on stop, gives back the mails it claimed but did not send (SMTP hanging)', async () => {
    // An SMTP server that accepts the connection and never greets: the send hangs.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const t = await appWithSmtp(port, { ...FAST, stopWaitMs: 200 });
      const recipients = ['claimed-1@example.test', 'claimed-2@example.test'];
      await t.db.transaction(async (tx) => {
        for (const to of recipients) await t.app.enqueueMail(tx, 'password_reset', to, 'de', DATA);
      });
      t.app.mailOutbox.nudge();
      await waitUntil(async () => sockets.size > 0);
      for (const to of recipients) expect((await rowsFor(t.db, to))[0]?.lockedUntil).not.toBeNull();

      const started = Date.now();
      await t.close();
      apps.splice(apps.indexOf(t), 1);
      expect(Date.now() - started).toBeLessThan(2_000);
      for (const to of recipients) {
        const [row] = await rowsFor(t.db, to);
        expect(row).toMatchObject({ lockedUntil: null, sentAt: null, attempts: 0 });
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('gives up after the last attempt and keeps the row with its error', async () => {
    const port = await freePort();
    const t = await appWithSmtp(port, { ...FAST, maxAttempts: 2 });
    await t.app.enqueueMail(t.db, 'password_reset', 'never@example.test', 'de', DATA);
    await waitUntil(async () => (await rowsFor(t.db, 'never@example.test'))[0]?.attempts === 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [row] = await rowsFor(t.db, 'never@example.test');
    expect(row).toMatchObject({ attempts: 2, sentAt: null, lastError: expect.any(String) });
  });

  it("keeps only the error's class and SMTP code, never the server's text that names the recipient", async () => {
    // A real SMTP server that refuses the recipient with a reply naming the address.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected`);
        callback(Object.assign(error, { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    try {
      const { port } = refusing.server.address() as AddressInfo;
      const t = await createTestApp({
        database,
        env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, LOG_LEVEL: 'info' },
        outbox: FAST,
        logStream: { write: (line) => void lines.push(line) },
      });
      apps.push(t);
      const to = 'refused.person@example.test';
      await t.app.enqueueMail(t.db, 'password_reset', to, 'de', DATA);
      const [row] = await waitUntil(async () => {
        const rows = await rowsFor(t.db, to);
        return rows[0]?.lastError ? rows : undefined;
      });
      expect(row?.lastError).toBe('EENVELOPE 550');
      await t.close();
      apps.splice(apps.indexOf(t), 1);
      const log = lines.join('\n');
      expect(log).toContain('EENVELOPE 550');
      expect(log).not.toContain('refused.person');
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('stores the payload encrypted (its link carries a token)', async () => {
    const port = await freePort();
    const t = await appWithSmtp(port, { ...FAST, pollMs: 60_000, retryBaseMs: 60_000 });
    await t.app.enqueueMail(t.db, 'password_reset', 'secret@example.test', 'de', DATA);
    const [row] = await rowsFor(t.db, 'secret@example.test');
    expect(row?.payloadEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('Secret-Token-1');
  });
});

describe('retry delays', () => {
  it('double per attempt, stay between half and the full delay, and stop growing at the cap', () => {
    const options = DEFAULT_OUTBOX_OPTIONS;
    expect(retryDelayMs(1, options, () => 1)).toBe(30_000);
    expect(retryDelayMs(2, options, () => 1)).toBe(60_000);
    expect(retryDelayMs(3, options, () => 0)).toBe(60_000);
    expect(retryDelayMs(20, options, () => 1)).toBe(60 * 60_000);
    for (let attempt = 1; attempt < 15; attempt++) {
      const delay = retryDelayMs(attempt, options);
      expect(delay).toBeLessThanOrEqual(60 * 60_000);
      expect(delay).toBeGreaterThanOrEqual(15_000);
    }
  });
});
