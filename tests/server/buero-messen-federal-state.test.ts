import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fair, FairDetail, FairList } from '@domain/buero/messen-contract';
import { FEDERAL_STATES } from '@domain/shared/federal-states';
import { messen } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The fair's federal state in the office's fair form (docs/product/fairs.md): one of the 16
 * codes or none, stored in messen.federal_state (the working-time rules'
 * holidays depend on it), audited like the other fields, shown in list and detail.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

const FAIR = {
  name: 'Agritechnica',
  city: 'Hannover',
  date_start: '2027-03-01',
  date_end: '2027-03-03',
};

async function stored(id: number) {
  const [row] = await t.db
    .select({ state: messen.federalState })
    .from(messen)
    .where(eq(messen.id, id));
  return row?.state;
}

async function lastChange(id: number) {
  const [entry] = await t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `messe:${String(id)}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('the fair’s federal state', () => {
  it('is stored on create, changed and cleared on edit, audited, and shown in list and detail', async () => {
    const created = await send(t.app, 'POST', 'messen', cookie, { ...FAIR, federal_state: 'NI' });
    expect(created.statusCode, created.body).toBe(201);
    const fair = created.json<Fair>();
    expect(fair.federal_state).toBe('NI');
    expect(await stored(fair.id)).toBe('NI');
    expect(await lastChange(fair.id)).toMatchObject({
      action: 'fair_created',
      details: { changes: { federal_state: { before: null, after: 'NI' } } },
    });

    const list = (await send(t.app, 'GET', 'messen?q=Agritech', cookie)).json<FairList>();
    expect(list.items.find((item) => item.id === fair.id)?.federal_state).toBe('NI');

    const moved = await send(t.app, 'PATCH', `messen/${String(fair.id)}`, cookie, {
      ...FAIR,
      federal_state: 'BY',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = (
      await send(t.app, 'GET', `messen/${String(fair.id)}`, cookie)
    ).json<FairDetail>();
    expect(detail.fair.federal_state).toBe('BY');
    expect(await lastChange(fair.id)).toMatchObject({
      action: 'fair_changed',
      details: { changes: { federal_state: { before: 'NI', after: 'BY' } } },
    });

    // "—" in the form sends '' (none); null is none too.
    const cleared = await send(t.app, 'PATCH', `messen/${String(fair.id)}`, cookie, {
      ...FAIR,
      federal_state: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored(fair.id)).toBeNull();
    const changes = (await lastChange(fair.id))?.details as { changes: Record<string, unknown> };
    expect(changes.changes).toEqual({ federal_state: { before: 'BY', after: null } });
  });

  it('takes each of the 16 codes and none (null or left out)', async () => {
    for (const code of FEDERAL_STATES) {
      const response = await send(t.app, 'POST', 'messen', cookie, {
        ...FAIR,
        federal_state: code,
      });
      expect(response.statusCode, `${code}: ${response.body}`).toBe(201);
      expect(await stored(response.json<Fair>().id)).toBe(code);
    }
    for (const none of [{ federal_state: null }, {}]) {
      const response = await send(t.app, 'POST', 'messen', cookie, { ...FAIR, ...none });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Fair>().federal_state).toBeNull();
    }
  });

  it('answers 422 on the field for a code that is not one of the 16, and changes nothing', async () => {
    const fair = (
      await send(t.app, 'POST', 'messen', cookie, { ...FAIR, federal_state: 'HH' })
    ).json<Fair>();
    for (const bad of ['XX', 'ni', 'Niedersachsen', 7, true, ['NI'], { code: 'NI' }]) {
      for (const [method, path] of [
        ['POST', 'messen'],
        ['PATCH', `messen/${String(fair.id)}`],
      ] as const) {
        const response = await send(t.app, method, path, cookie, { ...FAIR, federal_state: bad });
        expect(response.statusCode, `${method} ${JSON.stringify(bad)}`).toBe(422);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['federal_state']);
      }
    }
    expect(await stored(fair.id)).toBe('HH');
  });
});
