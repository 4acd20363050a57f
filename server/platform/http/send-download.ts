import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '@domain/shared/content-disposition';

/*
 * Every file the portal hands out as a download (a person's documents, the
 * timesheet PDFs and ZIP, a person's data export, the payroll CSV and LODAS
 * file) goes out through sendDownload: one place decides its headers.
 */

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
