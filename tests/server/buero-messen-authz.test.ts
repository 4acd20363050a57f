import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { messeCustomers } from '@server/platform/db/schema/messen';
import {
  createBewerber,
  createCustomer,
  createMesseCustomer,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { fairRoutes, send } from './buero-messen-fixtures';

/*
 * Who may use the fair, customer and assignment routes (docs/product/fairs.md), on PGlite
 * and PostgreSQL: 401 anonymous, 403 staff and supervisors (before any input
 * is read), the office gets every route.
 */

let t: TestApp;
let routes: ReturnType<typeof fairRoutes>;
const cookies: Record<string, string> = {};
let officeCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const pair = await createMesseCustomer(t.db);
  const free = await createCustomer(t.db);
  await t.db.insert(messeCustomers).values({ messeId: pair.messeId, customerId: free.id });
  const person = await createBewerber(t.db, { userId: (await createUser(t.db)).id });
  const supervisor = await createUser(t.db, { timetracking: true });
  routes = fairRoutes({
    messeId: pair.messeId,
    customerId: pair.customerId,
    freeCustomerId: free.id,
    staffId: person.id,
    supervisorId: supervisor.id,
  });
  const staff = await createStaffUser(t.db);
  cookies.staff = await sessionCookieFor(t.db, staff.user.id);
  cookies.supervisor = await sessionCookieFor(t.db, supervisor.id);
  const both = await createStaffUser(t.db, { user: { timetracking: true } });
  cookies.supervisorWithStaffRecord = await sessionCookieFor(t.db, both.user.id);
  ({ cookie: officeCookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

describe('fair routes refuse everyone but the office', () => {
  it('answers 401 in the error shape without a session', async () => {
    for (const route of routes) {
      const response = await send(t.app, route.method, route.url, '', route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('answers 403 to staff, supervisors and a supervisor with a staff record', async () => {
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const route of routes) {
        const response = await send(t.app, route.method, route.url, cookie, route.body);
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
        expect(isApiErrorBody(response.json())).toBe(true);
      }
    }
  });

  it('refuses before parsing: a malformed body or id still answers 403 to staff', async () => {
    const bad = [
      { method: 'POST' as const, url: '/app/api/buero/messen', body: { name: 7 } },
      { method: 'PATCH' as const, url: '/app/api/buero/messen/abc', body: {} },
      { method: 'POST' as const, url: '/app/api/buero/messen/1/kunden/x/personal', body: [] },
    ];
    for (const route of bad) {
      const response = await send(t.app, route.method, route.url, cookies.staff ?? '', route.body);
      expect(response.statusCode, route.url).toBe(403);
    }
  });

  it('opens every route to the office', async () => {
    for (const route of routes) {
      const response = await send(t.app, route.method, route.url, officeCookie, route.body);
      const expected =
        route.method === 'POST' && !route.url.includes('/kunden/')
          ? 201
          : route.method === 'DELETE'
            ? 204
            : 200;
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(expected);
    }
  });
});
