import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from '@tests/support/portal-process';
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
  };
  await seedE2eDatabase(env);
  const portal = await startPortal(env, E2E_PORT);

  return async () => {
    await portal.stop();
    await smtp.close();
    await rm(root, { recursive: true, force: true });
  };
}
