import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { SIGNATURE_SVG_MAX_BYTES } from '@domain/stundenerfassung/stundenerfassung';
import { createTimetrackingScene } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * A signature is checked on the event loop: a pattern that backtracks on it
 * stalls every other request of the process. Each hostile signature must be
 * answered quickly, and an anonymous request sent beside it too.
 */
const BASE = '/app/api/stundenerfassung';
const OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 2);
});
afterAll(() => t.close());

const staffSignUrl = () =>
  `${BASE}/staff/${scene.pair.messeId}/${scene.pair.customerId}/${scene.staff[0]?.id}/sign`;
const customerSignUrl = () =>
  `${BASE}/customer/${scene.pair.messeId}/${scene.pair.customerId}/sign`;

/** An SVG of exactly the upload limit: `before`, then digits, then `after`. */
function fullOfDigits(before: string, after: string): string {
  const digits = SIGNATURE_SVG_MAX_BYTES - before.length - after.length;
  return `${before}${'1'.repeat(digits)}${after}`;
}

const HOSTILE: Record<string, string> = {
  '98-byte polyline, 30 digits and a letter': `${OPEN}<polyline points="${'1'.repeat(30)}x"/></svg>`,
  '256 KiB of points digits ending in a letter': fullOfDigits(
    `${OPEN}<polyline points="`,
    'x"/></svg>',
  ),
  '256 KiB of path digits ending in a letter': fullOfDigits(`${OPEN}<path d="M`, 'x"/></svg>'),
  '256 KiB of number pairs in path data ending in a letter': `${OPEN}<path d="M0 0${' 1'.repeat(130_000)}x"/></svg>`,
  '130,000 numbers': `${OPEN}<polyline points="${'1 '.repeat(130_000)}"/></svg>`,
};

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

describe('hostile signatures do not stall the server', () => {
  it('the 98-byte SVG is 98 bytes', () => {
    expect(HOSTILE['98-byte polyline, 30 digits and a letter']).toHaveLength(98);
  });

  it.each(Object.entries(HOSTILE))(
    '%s: 4xx in under 1 s, and an anonymous request beside it too',
    async (_name, svg) => {
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(SIGNATURE_SVG_MAX_BYTES);
      for (const url of [staffSignUrl(), customerSignUrl()]) {
        const started = performance.now();
        const sign = timed(
          postJson(
            t.app,
            url,
            { signature: svg, signatureName: 'Kunde' },
            { cookie: scene.cookies.supervisor },
          ),
        );
        // Sent while the signature is being checked: it waits for the event loop.
        const beside = timed(t.app.inject({ method: 'GET', url: '/app/api/auth' }));
        const [signed, other] = await Promise.all([sign, beside]);
        expect(signed.value.statusCode).toBe(422);
        expect(isApiErrorBody(signed.value.json())).toBe(true);
        expect(signed.value.json<{ errors: object }>().errors).toHaveProperty('signature');
        expect(other.value.statusCode).toBe(200);
        expect(signed.ms, 'the signature request').toBeLessThan(1000);
        expect(other.ms, 'the request beside it').toBeLessThan(1000);
        expect(performance.now() - started).toBeLessThan(1000);
      }
    },
    120_000,
  );
});
