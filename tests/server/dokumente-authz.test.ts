import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { DocumentItem, DocumentUploaded } from '@domain/dokumente/dokumente';
import { createStaffUser, multipartBody, sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BASE, documentCount, documentParts, PDF, PNG, upload } from './dokumente-fixtures';

let t: TestApp;
let a: { cookie: string; bewerberId: number; doc: DocumentItem };
let b: { cookie: string; bewerberId: number; doc: DocumentItem };

async function person(file: Buffer, name: string) {
  const staff = await createStaffUser(t.db);
  const cookie = await sessionCookieFor(t.db, staff.user.id);
  const response = await upload(t, documentParts(file, name), cookie);
  return { cookie, bewerberId: staff.bewerber.id, doc: response.json<DocumentUploaded>().document };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await person(PDF, 'a.pdf');
  b = await person(PNG, 'b.png');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('documents: each person sees and opens only their own', () => {
  it('lists only the own documents', async () => {
    const listA = (await get(BASE, a.cookie)).json<DocumentItem[]>();
    const listB = (await get(BASE, b.cookie)).json<DocumentItem[]>();
    expect(listA.map((d) => d.id)).toEqual([a.doc.id]);
    expect(listB.map((d) => d.id)).toEqual([b.doc.id]);
  });

  it("opens the own file; another person's id is 404 like an unknown one", async () => {
    expect((await get(`${BASE}/${a.doc.id}`, a.cookie)).rawPayload).toEqual(PDF);
    const foreign = await get(`${BASE}/${b.doc.id}`, a.cookie);
    const unknown = await get(`${BASE}/999999`, a.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await get(`${BASE}/${a.doc.id}`, b.cookie)).statusCode).toBe(404);
  });

  it.each(['0', '-1', '1e3', '01', 'abc', '99999999999', '1%2f2', '..%2f..%2fetc'])(
    'a malformed id (%s) is 404 in the error shape',
    async (id) => {
      const response = await get(`${BASE}/${id}`, a.cookie);
      expect(response.statusCode).toBe(404);
      expect(isApiErrorBody(response.json())).toBe(true);
    },
  );

  it('an upload always lands on the uploader, whatever the form says', async () => {
    const before = await documentCount(t.db, b.bewerberId);
    const response = await upload(
      t,
      [...documentParts(PDF), { name: 'bewerber_id', value: String(b.bewerberId) }],
      a.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await documentCount(t.db, b.bewerberId)).toBe(before);
  });
});

describe('documents: anonymous and cross-site', () => {
  it('anonymous: 401 on list, open and upload, nothing stored', async () => {
    const rows = await documentCount(t.db);
    expect((await get(BASE)).statusCode).toBe(401);
    expect((await get(`${BASE}/${a.doc.id}`)).statusCode).toBe(401);
    const posted = await upload(t, documentParts(PDF));
    expect(posted.statusCode).toBe(401);
    expect(isApiErrorBody(posted.json())).toBe(true);
    expect(await documentCount(t.db)).toBe(rows);
  });

  it('an upload without the XHR header (a foreign form) is refused with 403', async () => {
    const body = multipartBody(documentParts(PDF));
    const rows = await documentCount(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...body.headers, cookie: a.cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await documentCount(t.db)).toBe(rows);
  });
});
