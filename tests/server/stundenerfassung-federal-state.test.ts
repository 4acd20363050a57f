import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
  TimeTrackingStaffSheet,
} from '@domain/stundenerfassung/stundenerfassung';
import {
  timeTrackingCustomerSheetSchema,
  timeTrackingMessenListSchema,
  timeTrackingStaffSheetSchema,
} from '@domain/stundenerfassung/answers';
import { messen } from '@server/platform/db/schema/messen';
import { createTimetrackingScene } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * messen.federal_state (docs/product/working-time-law.md): the tablet gets the
 * fair's state with each pair, for the holidays of § 9 ArbZG; the database
 * keeps only the 16 codes or null.
 */

const BASE = '/app/api/stundenerfassung';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 1);
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: scene.cookies.supervisor },
  });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

describe('the federal state of a fair', () => {
  it('is null until set, then delivered with the list and both sheets', async () => {
    const { messeId, customerId } = scene.pair;
    const staffId = scene.staff[0]?.id;
    const before = await get<TimeTrackingMessenList>(BASE);
    expect(before[0]?.federal_state).toBeNull();

    await t.db.update(messen).set({ federalState: 'BY' }).where(eq(messen.id, messeId));
    const list = await get<TimeTrackingMessenList>(BASE);
    const customerSheet = await get<TimeTrackingCustomerSheet>(
      `${BASE}/customer/${messeId}/${customerId}`,
    );
    const staffSheet = await get<TimeTrackingStaffSheet>(
      `${BASE}/staff/${messeId}/${customerId}/${staffId}`,
    );
    expect(list[0]?.federal_state).toBe('BY');
    expect(customerSheet.messe.federal_state).toBe('BY');
    expect(staffSheet.messe.federal_state).toBe('BY');
    // What the tablet checks the answers with keeps it.
    expect(v.parse(timeTrackingMessenListSchema, list)[0]?.federal_state).toBe('BY');
    expect(v.parse(timeTrackingCustomerSheetSchema, customerSheet).messe.federal_state).toBe('BY');
    expect(v.parse(timeTrackingStaffSheetSchema, staffSheet).messe.federal_state).toBe('BY');
  });

  it('takes only the 16 codes or null (check constraint)', async () => {
    const id = scene.otherPair.messeId;
    for (const bad of ['XX', 'by', 'BUND', '']) {
      await expect(
        t.db.execute(sql`update messen set federal_state = ${bad} where id = ${id}`),
      ).rejects.toThrow();
    }
    await t.db.execute(sql`update messen set federal_state = 'HH' where id = ${id}`);
    await t.db.execute(sql`update messen set federal_state = null where id = ${id}`);
    const [row] = await t.db.select().from(messen).where(eq(messen.id, id));
    expect(row?.federalState).toBeNull();
  });
});
