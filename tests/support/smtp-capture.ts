import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string };

export type SmtpCapture = {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the next message (or the n-th overall) once it has arrived. */
  waitForMessage: (count?: number, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

export type SmtpCaptureOptions = {
  /** Port on 127.0.0.1; a free one when absent. */
  port?: number;
  /** Called for each accepted message before the SMTP answer (e2e writes it to disk). */
  onMessage?: (mail: CapturedMail) => Promise<void>;
};

/** A real SMTP server on 127.0.0.1, keeping every message it accepts. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        (options.onMessage?.(mail) ?? Promise.resolve()).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: async (count = messages.length + 1, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`no mail number ${count} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const message = messages[count - 1];
      if (!message) throw new Error('mail vanished');
      return message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links from a raw mail. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first password-reset link in a raw mail. */
export function resetLinkFrom(raw: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/password\/reset\?[^\s"<>]+/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return new URL(match[0]);
}
