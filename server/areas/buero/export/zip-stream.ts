import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** An entry of a streamed ZIP: text is deflated, files (JPEG, PDF) are stored as they are. */
export type ZipEntry =
  { name: string; text: string } | { name: string; bytes: () => Promise<Uint8Array | null> };

/**
 * Streams a ZIP of the entries: the answer starts at once and each file is read
 * from storage only when its turn comes, so a person with many documents never
 * sits in memory whole. A file that has gone missing is left out.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const entry of entries) {
      if (out.destroyed) return;
      if ('text' in entry) {
        const file = new ZipDeflate(entry.name, { level: 6 });
        zip.add(file);
        file.push(strToU8(entry.text), true);
        continue;
      }
      const bytes = await entry.bytes();
      if (!bytes) continue;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(bytes, true);
      // Let the client drain what is buffered before the next file is read.
      if (out.writableNeedDrain) {
        await new Promise((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        });
      }
      if (out.destroyed) return;
    }
    zip.end();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
