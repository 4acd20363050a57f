import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/platform/db/client';
import {
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';

/*
 * A fair whose sheets came back: a pair with two people, times entered by the
 * supervisor through the API, a staff signature and a customer signature
 * (docs/product/timesheet-review.md).
 */

export const STUNDEN = '/app/api/stundenerfassung';
export const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };
export const [D1, D2, D3] = ['2026-11-20', '2026-11-21', '2026-11-22'] as const;

export type SignedScene = Awaited<ReturnType<typeof createSignedScene>>;

export async function createSignedScene(app: FastifyInstance, db: Database) {
  const s = await createTimetrackingScene(db, 2);
  const ids = `${String(s.pair.messeId)}/${String(s.pair.customerId)}`;
  const [first, second] = s.staff.map((person) => person.id) as [number, number];
  const saveTime = (staffId: number, day: string, body: unknown = ENTRY) =>
    postJson(app, `${STUNDEN}/staff/${ids}/${String(staffId)}/${day}`, body, {
      cookie: s.cookies.supervisor,
    });
  const staffSign = (staffId: number) => {
    const { payload, headers } = multipartBody([
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    return app.inject({
      method: 'POST',
      url: `${STUNDEN}/staff/${ids}/${String(staffId)}/sign`,
      payload,
      headers: { ...XHR, ...headers, cookie: s.cookies.supervisor },
    });
  };
  const customerSign = () =>
    postJson(
      app,
      `${STUNDEN}/customer/${ids}/sign`,
      { signature: SAMPLE_SIGNATURE_SVG, signatureName: 'Frau Kundin' },
      { cookie: s.cookies.supervisor },
    );
  for (const [staffId, day] of [
    [first, D1],
    [first, D2],
    [second, D1],
  ] as const) {
    const saved = await saveTime(staffId, day);
    if (saved.statusCode !== 200) throw new Error(`time not saved: ${saved.body}`);
  }
  if ((await staffSign(first)).statusCode !== 200) throw new Error('staff signature failed');
  if ((await customerSign()).statusCode !== 200) throw new Error('customer signature failed');
  return { ...s, ids, first, second, saveTime, staffSign, customerSign };
}
