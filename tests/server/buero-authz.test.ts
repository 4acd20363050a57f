import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { authState, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser, officeRoutes } from './buero-fixtures';

/*
 * Who may use the office (ADR 0022), on PGlite and PostgreSQL alike: every
 * office route refuses the anonymous (401), staff, supervisors and a
 * supervisor with a staff record (403), in the error shape; the office account
 * gets its routes and no area that needs a staff record or the flag.
 */

let t: TestApp;
let applicationId: number;
const cookies: Record<string, string> = {};
let officeCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    application: { id: applicationId },
  } = await createApplication(t.db));
  const staff = await createStaffUser(t.db);
  cookies.staff = await sessionCookieFor(t.db, staff.user.id);
  const contract = await createStaffUser(t.db, { contract: true });
  cookies.contract = await sessionCookieFor(t.db, contract.user.id);
  const supervisor = await createUser(t.db, { timetracking: true });
  cookies.supervisor = await sessionCookieFor(t.db, supervisor.id);
  const both = await createStaffUser(t.db, { user: { timetracking: true } });
  cookies.supervisorWithStaffRecord = await sessionCookieFor(t.db, both.user.id);
  const nothing = await createUser(t.db);
  cookies.accountWithoutArea = await sessionCookieFor(t.db, nothing.id);
  ({ cookie: officeCookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

describe('office routes refuse everyone but the office', () => {
  it('answers 401 in the error shape without a session', async () => {
    for (const route of officeRoutes(applicationId)) {
      const response = await t.app.inject({ ...route, headers: XHR });
      expect(response.statusCode, route.url).toBe(401);
      expect(isApiErrorBody(response.json()), route.url).toBe(true);
    }
  });

  it('answers 403 in the error shape to staff, contract staff and supervisors', async () => {
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const route of officeRoutes(applicationId)) {
        const response = await t.app.inject({ ...route, headers: { ...XHR, cookie } });
        expect(response.statusCode, `${who} ${route.url}`).toBe(403);
        expect(isApiErrorBody(response.json()), `${who} ${route.url}`).toBe(true);
      }
    }
  });

  it('refuses before parsing: a malformed query or id still answers 403 to staff', async () => {
    for (const url of [`${BUERO}/bewerbungen?limit=x`, `${BUERO}/bewerbungen/abc`]) {
      const response = await t.app.inject({ url, headers: { ...XHR, cookie: cookies.staff } });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('opens every office route to the office account (the photo is 404 without one)', async () => {
    for (const route of officeRoutes(applicationId)) {
      const response = await t.app.inject({ ...route, headers: { ...XHR, cookie: officeCookie } });
      const expected = route.url.endsWith('/foto') ? 404 : 200;
      expect(response.statusCode, route.url).toBe(expected);
    }
  });

  it('refuses a write method on the office routes (no such route yet: 404, never a 500)', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${BUERO}/bewerbungen/${String(applicationId)}`,
      headers: { ...XHR, cookie: officeCookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('an office account elsewhere', () => {
  it('lists the office as its only area', async () => {
    const state = await authState(t.app, officeCookie);
    expect((state.user as { areas?: string[] } | undefined)?.areas).toEqual(['buero']);
  });

  it('gets no master data, documents, fairs or time tracking without a staff record or the flag', async () => {
    const refused = ['/app/api/stammdaten', '/app/api/stundenerfassung'];
    for (const url of refused) {
      const response = await t.app.inject({ url, headers: { ...XHR, cookie: officeCookie } });
      expect([403, 404], `${url}: ${response.body}`).toContain(response.statusCode);
      expect(isApiErrorBody(response.json()), url).toBe(true);
    }
    // The document and chosen-fair lists answer as for a pure supervisor: nobody's, empty.
    for (const url of ['/app/api/stammdaten/dokumente', '/app/api/stammdaten/messen']) {
      const response = await t.app.inject({ url, headers: { ...XHR, cookie: officeCookie } });
      expect(response.json(), url).toEqual([]);
    }
  });
});
