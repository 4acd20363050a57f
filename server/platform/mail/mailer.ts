import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@domain/shared/locale';
import { type MailData, type MailKind, renderMail } from './templates';

/** A file sent with a mail (e.g. the signed sheet's PDF), built when the mail is sent. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mailer = {
  /**
   * Renders and sends one mail now; rejects when the transport fails. Routes do
   * not call it: they enqueue (outbox.ts), and the outbox worker sends and retries.
   */
  send: <K extends MailKind>(
    kind: K,
    to: string,
    locale: Locale,
    data: MailData[K],
    attachments?: readonly MailAttachment[],
  ) => Promise<void>;
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

// nodemailer waits up to 2 min for a connection and 10 min on a silent socket by
// default; the outbox worker holds a claim while sending, so fail sooner and retry.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; else each mail becomes a .eml and .txt file in DATA_DIR/mail. */
export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, SMTP_TIMEOUTS)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function writeToFiles(
    kind: MailKind,
    to: string,
    raw: Buffer,
    mail: ReturnType<typeof renderMail>,
  ) {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(3).toString('hex')}`;
    await mkdir(options.mailDir, { recursive: true });
    await writeFile(join(options.mailDir, `${name}.eml`), raw, { mode: 0o600 });
    const header = `To: ${to}\nSubject: ${mail.subject}\n\n`;
    await writeFile(join(options.mailDir, `${name}.txt`), header + mail.text, { mode: 0o600 });
    // Without SMTP in development, show the link so a newcomer can click it.
    logger.info(
      { kind, file: `${name}.eml`, links: options.isProduction ? undefined : mail.links },
      `mail ${kind} written to ${options.mailDir}`,
    );
  }

  return {
    send: async (kind, to, locale, data, attachments = []) => {
      const mail = renderMail(kind, locale, data);
      const info: { message?: unknown } = await transport.sendMail({
        from: options.mailFrom,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachments.map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
        })),
      });
      if (!options.smtpUrl && Buffer.isBuffer(info.message)) {
        await writeToFiles(kind, to, info.message, mail);
      }
    },
    close: () => transport.close(),
  };
}
