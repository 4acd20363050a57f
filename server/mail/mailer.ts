import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../domain/locale';
import { type MailData, type MailKind, renderMail } from './templates';

export type Mailer = {
  /**
   * Renders and sends one mail. Never rejects: failures are logged and answered
   * with false, so a route may fire and forget (the answer must not wait on SMTP,
   * or its timing would tell whether an account exists).
   */
  sendMail: <K extends MailKind>(
    kind: K,
    to: string,
    locale: Locale,
    data: MailData[K],
  ) => Promise<boolean>;
  /** Waits for every mail still being sent (tests, shutdown). */
  flush: () => Promise<void>;
  close: () => void;
};

export type MailerOptions = {
  smtpUrl: string | null;
  mailFrom: string;
  mailDir: string;
  logger: FastifyBaseLogger;
  /** Production never prints links of file-written mails (they carry tokens). */
  isProduction: boolean;
};

/** SMTP when SMTP_URL is set; else each mail becomes a .eml and .txt file in DATA_DIR/mail. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<boolean>>();

  async function deliver<K extends MailKind>(
    kind: K,
    to: string,
    locale: Locale,
    data: MailData[K],
  ) {
    const mail = renderMail(kind, locale, data);
    try {
      const info: { message?: unknown } = await transport.sendMail({
        from: options.mailFrom,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (!options.smtpUrl && Buffer.isBuffer(info.message)) {
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(3).toString('hex')}`;
        await mkdir(options.mailDir, { recursive: true });
        await writeFile(join(options.mailDir, `${name}.eml`), info.message, { mode: 0o600 });
        const header = `To: ${to}\nSubject: ${mail.subject}\n\n`;
        await writeFile(join(options.mailDir, `${name}.txt`), header + mail.text, { mode: 0o600 });
        // Without SMTP in development, show the link so a newcomer can click it.
        logger.info(
          { kind, file: `${name}.eml`, links: options.isProduction ? undefined : mail.links },
          `mail ${kind} written to ${options.mailDir}`,
        );
      } else {
        logger.info({ kind }, `mail ${kind} sent`);
      }
      return true;
    } catch (error) {
      logger.error({ err: error, kind }, `mail ${kind} could not be sent`);
      return false;
    }
  }

  return {
    sendMail: (kind, to, locale, data) => {
      const sending = deliver(kind, to, locale, data);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return sending;
    },
    flush: async () => {
      await Promise.all([...pending]);
    },
    close: () => transport.close(),
  };
}
