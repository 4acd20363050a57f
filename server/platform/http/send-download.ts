import type { FastifyReply } from 'fastify';

/*
 * Every file the portal hands out as a download (a person's documents, the
 * timesheet PDFs and ZIP, a person's data export, the payroll CSV and LODAS
 * file) goes out through sendDownload: one place decides its headers.
 */

/**
 * `Content-Disposition: attachment` with an ASCII fallback and the exact name
 * as `filename*` (RFC 6266 with RFC 8187, the successor of RFC 5987): quotes,
 * backslashes and non-ASCII never reach the quoted form, so the header cannot
 * be broken open, and "Müller.pdf" arrives as "Müller.pdf".
 */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What a download is: its media type (with charset for text) and the name it is saved as. */
export type DownloadFile = { type: string; name: string };

/**
 * Sends `body` (bytes, a string or a stream) as a file to save: never cached
 * (it holds personal data), its type never sniffed, and sandboxed by its own
 * CSP should a browser open it in place (an uploaded SVG or HTML can run nothing).
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile, body: unknown) {
  return reply
    .type(file.type)
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(body);
}
