import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for the e2e run: the portal sends through nodemailer over
 * TCP, and every accepted message lands as JSON in `dir` for the tests to read.
 */
export async function startSmtpReceiver(port: number, dir: string): Promise<() => Promise<void>> {
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const raw = Buffer.concat(chunks).toString('utf8');
        const name = `${Date.now()}-${String(counter++).padStart(4, '0')}.json`;
        writeFile(join(dir, name), JSON.stringify({ to, raw })).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
