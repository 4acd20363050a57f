import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** A PDF of the ZIP: its path inside the archive and how to write it when its turn comes. */
export type PdfZipEntry = { name: string; render: () => Readable };

/**
 * Streams a ZIP of PDFs: the answer starts at once, each entry's data is read
 * only when its turn comes (`entries` is lazy), and each PDF's chunks go into
 * the archive as pdfkit writes them; the client's pace holds the next one
 * back. PDFs are compressed already, so they are stored, not deflated.
 */
export function pdfZipStream(entries: AsyncIterable<PdfZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = () =>
    new Promise((resolve) => {
      out.once('drain', resolve);
      out.once('close', resolve);
    });
  void (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      const pdf = entry.render();
      for await (const chunk of pdf) {
        file.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await drained();
        if (out.destroyed) {
          pdf.destroy();
          return;
        }
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
