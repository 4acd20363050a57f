import { agencyToday } from '@domain/bewerbung/bewerbung';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  timeEntrySchema,
  type TimeTrackingCustomerSheet,
  type TimeTrackingMessenList,
} from '@domain/stundenerfassung/stundenerfassung';
import { messeCustomers, staffAssignments } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { seedDemoData } from '@server/tools/demo/seed';
import { sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';

describe('time-tracking demo data', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.fieldCipher);
    const [supervisor] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.supervisor.email));
    cookie = await sessionCookieFor(t.db, supervisor?.id ?? 0, t.config.cookieName);
  });
  afterAll(() => t.close());

  const get = <T>(url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => {
      expect(r.statusCode, url).toBe(200);
      return r.json<T>();
    });

  it('gives the demo supervisor two fairs around today, with staff and today’s times, unsigned', async () => {
    const now = agencyToday().toString();
    const list = await get<TimeTrackingMessenList>(BASE);
    expect(list).toHaveLength(2);
    const [running, next] = list;
    expect(running && running.date_start <= now && now <= running.date_end).toBe(true);
    expect(next && next.date_start > now).toBe(true);
    for (const messe of list) {
      // Both demo fairs are in Hannover: Lower Saxony's holidays apply (§ 9 ArbZG).
      expect(messe.federal_state).toBe('NI');
      expect(messe.customers.length).toBeGreaterThanOrEqual(1);
      for (const customer of messe.customers) {
        expect(customer.pivot).toEqual({ signed: false, signed_by: null });
        const sheet = await get<TimeTrackingCustomerSheet>(
          `${BASE}/customer/${messe.id}/${customer.id}`,
        );
        expect(sheet.staff.length).toBeGreaterThanOrEqual(5);
        expect(sheet.signature).toBeNull();
        for (const person of sheet.staff) {
          expect(person.signed).toBe(false);
          for (const time of person.times) {
            expect(v.is(timeEntrySchema, time)).toBe(true);
            expect(time.day >= messe.date_start && time.day <= messe.date_end).toBe(true);
          }
        }
      }
    }
    const customer = running?.customers[0];
    const day = await get<TimeTrackingCustomerSheet>(
      `${BASE}/customer/${running?.id}/${customer?.id}/${now}`,
    );
    const withTimes = day.staff.filter((person) => person.times.length > 0);
    expect(withTimes.length).toBeGreaterThan(0);
    expect(withTimes.length).toBeLessThan(day.staff.length);
  });

  it('signs nothing', async () => {
    for (const row of await t.db.select().from(messeCustomers)) expect(row.signedAt).toBeNull();
    for (const row of await t.db.select().from(staffAssignments)) expect(row.signedAt).toBeNull();
  });
});
