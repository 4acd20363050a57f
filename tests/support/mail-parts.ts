import { decodeQuotedPrintable } from './smtp-capture';

/*
 * Reading a captured mail (smtp-capture.ts) without a MIME library: its
 * decoded subject and its base64 attachments, enough for nodemailer's output.
 */

/** The Subject header, unfolded, its encoded words (=?UTF-8?Q|B?…?=) decoded. */
export function mailSubject(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export type MailAttachmentPart = { filename: string; contentType: string; content: Buffer };

/** The base64-encoded parts that name a file. */
export function mailAttachments(raw: string): MailAttachmentPart[] {
  const found: MailAttachmentPart[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
    if (!filename || !/Content-Transfer-Encoding: base64/i.test(unfolded)) continue;
    const contentType = /^Content-Type: ([^;\r\n]+)/im.exec(unfolded)?.[1] ?? '';
    const base64 = (body.join('\n').split(/\r?\n--/)[0] ?? '').replace(/\s+/g, '');
    found.push({ filename, contentType, content: Buffer.from(base64, 'base64') });
  }
  return found;
}
