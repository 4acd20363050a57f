import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { RenderedPdf } from '@server/records/timesheet-pdf/render-task';

/**
 * Streams a ZIP of PDFs: the answer starts at once, each batch (a pair's
 * PDFs, laid out on a worker thread) is awaited only when its turn comes
 * (`batches` is lazy), and the client's pace holds the next one back. PDFs
 * are compressed already, so they are stored, not deflated.
 */
export function pdfZipStream(batches: AsyncIterable<RenderedPdf[]>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Both listeners go once either fires: a long ZIP waits many times.
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
    });
  void (async () => {
    for await (const batch of batches) {
      for (const pdf of batch) {
        if (out.destroyed) return;
        const file = new ZipPassThrough(pdf.name);
        zip.add(file);
        file.push(pdf.bytes, true);
        if (out.writableNeedDrain) await drained();
      }
    }
    zip.end();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
