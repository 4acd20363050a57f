import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { createStaffMember, staffRoutes } from './buero-staff-fixtures';

/*
 * Who may use the staff screens' routes, on both databases: anonymous 401,
 * staff (with and without contract), supervisors and the staff member
 * themselves 403, in the error shape and before any input is parsed; the office 2xx.
 */

let t: TestApp;
let staffId: number;
let documentId: number;
const cookies: Record<string, string> = {};
let officeCookie: string;

const send = (route: ReturnType<typeof staffRoutes>[number], headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      ...XHR,
      ...(route.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: route.payload === undefined ? undefined : JSON.stringify(route.payload),
  });

beforeAll(async () => {
  t = await createTestApp();
  const member = await createStaffMember(t);
  staffId = member.bewerber.id;
  documentId = member.documentIds[0] ?? 0;
  cookies.theStaffMember = await member.cookie();
  const contract = await createStaffMember(t, { person: { contract: true } });
  cookies.contract = await contract.cookie();
  const supervisor = await createUser(t.db, { timetracking: true });
  cookies.supervisor = await sessionCookieFor(t.db, supervisor.id);
  const both = await createStaffMember(t, { user: { timetracking: true } });
  cookies.supervisorWithStaffRecord = await both.cookie();
  ({ cookie: officeCookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

describe('staff routes refuse everyone but the office', () => {
  it('answers 401 in the error shape without a session', async () => {
    for (const route of staffRoutes(staffId, documentId)) {
      const response = await send(route, {});
      expect(response.statusCode, route.url).toBe(401);
      expect(isApiErrorBody(response.json()), route.url).toBe(true);
    }
  });

  it('answers 403 to staff, contract staff, supervisors and the staff member themselves', async () => {
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const route of staffRoutes(staffId, documentId)) {
        const response = await send(route, { cookie });
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
        expect(isApiErrorBody(response.json()), `${who} ${route.url}`).toBe(true);
      }
    }
  });

  it('refuses before parsing: malformed input still answers 403 to staff', async () => {
    for (const route of [
      { method: 'GET' as const, url: '/app/api/buero/personal?limit=x' },
      { method: 'GET' as const, url: '/app/api/buero/personal/abc' },
      {
        method: 'POST' as const,
        url: `/app/api/buero/personal/${String(staffId)}/aufdecken`,
        payload: { field: 'x' },
      },
    ]) {
      const response = await send(route, { cookie: cookies.contract ?? '' });
      expect(response.statusCode, route.url).toBe(403);
    }
  });

  it('opens every staff route to the office', async () => {
    for (const route of staffRoutes(staffId, documentId)) {
      const response = await send(route, { cookie: officeCookie });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(200);
    }
  });
});
