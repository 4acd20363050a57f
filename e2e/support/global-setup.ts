import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPortal } from '@tests/support/portal-process';
import { startPushService } from '@tests/support/push-service';
import { startSmtpCapture } from '@tests/support/smtp-capture';
import { E2E_PORT, E2E_SMTP_PORT } from './ports';
import { seedE2eDatabase } from './seed';

/**
 * One portal for the whole e2e run: the built PWA and the API on a fresh
 * embedded database with demo data, sending mail over real SMTP to a receiver
 * whose messages the tests read from E2E_MAILBOX_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'mp-e2e-'));
  const mailbox = join(root, 'mailbox');
  await mkdir(mailbox);
  process.env.E2E_MAILBOX_DIR = mailbox;

  // The tests run in worker processes: each accepted mail is handed over as a file.
  let received = 0;
  const smtp = await startSmtpCapture({
    port: E2E_SMTP_PORT,
    onMessage: (mail) =>
      writeFile(join(mailbox, `${String(++received).padStart(5, '0')}.json`), JSON.stringify(mail)),
  });
  // A push service stand-in over TLS (tests/fixtures/push): each push it receives is
  // handed over as a file, like the mail, for the specs to decrypt with their device's keys.
  const pushbox = join(root, 'pushbox');
  await mkdir(pushbox);
  process.env.E2E_PUSHBOX_DIR = pushbox;
  let pushes = 0;
  const pushService = await startPushService({
    onReceive: ({ path, body }) => {
      // Written aside and renamed: a spec polling the folder never reads half a file.
      const name = join(pushbox, String(++pushes).padStart(5, '0'));
      void writeFile(`${name}.tmp`, JSON.stringify({ path, body: body.toString('base64') })).then(
        () => rename(`${name}.tmp`, `${name}.json`),
      );
    },
  });
  process.env.E2E_PUSH_ORIGIN = pushService.origin;
  // A copy of the build, so a spec can publish a "new version" of the service worker.
  const staticDir = join(root, 'static');
  await cp('dist', staticDir, { recursive: true });
  process.env.E2E_STATIC_DIR = staticDir;

  const env = {
    DATA_DIR: join(root, 'data'),
    STATIC_DIR: staticDir,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: 'portal@e2e.test',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Specs that send many applications name their own client address in
    // X-Forwarded-For (192.0.2.x, a documentation range): the per-IP limits of
    // the public calls would otherwise count every spec of the run as one client.
    TRUST_PROXY: 'loopback',
    // The payroll spec downloads a DATEV LODAS file (docs/product/payroll-export.md).
    DATEV_BERATER_NR: '1234567',
    DATEV_MANDANTEN_NR: '12345',
    DATEV_LOHNART_STUNDEN: '100',
    // Push goes to the stand-in only; the portal trusts its test certificate.
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: resolve('tests/fixtures/push/localhost.crt'),
  };
  await seedE2eDatabase(env);
  const portal = await startPortal(env, E2E_PORT);

  return async () => {
    await portal.stop();
    await smtp.close();
    await pushService.close();
    await rm(root, { recursive: true, force: true });
  };
}
