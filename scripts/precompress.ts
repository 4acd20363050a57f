import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, PDFs and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every
 * compressible file in dir, so the server sends bytes compressed once at build
 * time instead of compressing on every request (server/platform/http/static.ts).
 * A variant is written only when it is smaller than the file.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
  // Dot folders (Vite's .vite/manifest.json) are build metadata, never served.
  const files = (await listFiles(dir)).filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      !relative(dir, file)
        .split(sep)
        .some((part) => part.startsWith('.')),
  );
  for (const file of files) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    result.files++;
    result.bytes += body.length;
    result.brotliBytes += Math.min(br.length, body.length);
  }
  return result;
}

/**
 * Vite plugin: precompresses the build output once everything is written,
 * including the service worker that vite-plugin-pwa builds in its own
 * closeBundle (hence `order: 'post'` and `sequential`).
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'messe:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, bytes, brotliBytes } = await precompressDir(outDir);
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        logger?.info(`precompressed ${files} files: ${kb(bytes)} → ${kb(brotliBytes)} brotli`);
      },
    },
  };
}
