import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';

export type FirstLoad = {
  files: number;
  /** Sum of gzip -9 of each JS and CSS body: what the files weigh compressed. */
  gzipBytes: number;
  /** The same for the JS bodies alone. */
  jsGzipBytes: number;
  /** The same with brotli at best quality, which the build precompresses with. */
  brotliBytes: number;
  /** Sum of the JS and CSS bodies as they came over the wire (encoded). */
  transferBytes: number;
  /** Every byte the page load received: document, assets, headers. */
  pageTransferBytes: number;
  /** Content-Encoding of the JS and CSS responses, e.g. { br: 7 }. */
  encodings: Record<string, number>;
};

/**
 * Loads a page cold in the system Chromium (service workers blocked, so
 * precaching does not count), signed in when given a session cookie, and measures its JS and CSS twice: gzip -9 of
 * each body, and the bytes the server actually sent for it.
 */
export async function measureFirstLoad(
  url: string,
  /** A session cookie (`name=value`), for a page behind the login. */
  cookie?: string,
): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (cookie) {
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'networkidle' });

    const result: FirstLoad = {
      files: 0,
      gzipBytes: 0,
      jsGzipBytes: 0,
      brotliBytes: 0,
      transferBytes: 0,
      pageTransferBytes: 0,
      encodings: {},
    };
    for (const response of responses) {
      await response.finished();
      const sizes = await response.request().sizes();
      result.pageTransferBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const body = await response.body();
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
      result.files++;
      const gzipped = gzipSync(body, { level: 9 }).length;
      result.gzipBytes += gzipped;
      if (type === 'script') result.jsGzipBytes += gzipped;
      result.brotliBytes += brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
      result.transferBytes += sizes.responseBodySize;
      result.encodings[encoding] = (result.encodings[encoding] ?? 0) + 1;
    }
    return result;
  } finally {
    await browser.close();
  }
}
