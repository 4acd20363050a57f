import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOperation } from '@domain/shared/operation';
import { operationRoutes, refuse } from '@server/platform/api/operation-routes';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const probe = {
  item: defineOperation({
    method: 'get',
    path: '/items/:id',
    tag: 'test',
    summary: 'An item',
    access: 'public',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) }),
    query: v.object({ shape: v.optional(v.picklist(['good', 'drifted'])) }),
    answer: v.object({ id: v.number(), name: v.string() }),
    answerDescription: 'The item.',
  }),
  create: defineOperation({
    method: 'post',
    path: '/items',
    tag: 'test',
    summary: 'Make an item',
    access: { area: 'buero' },
    body: v.object({ name: v.pipe(v.string(), v.minLength(1)) }),
    answer: v.object({ id: v.number() }),
    answerDescription: 'Made.',
    successStatus: 201,
    refusals: { conflict: { status: 409, description: 'The name is taken.' } },
  }),
  search: defineOperation({
    method: 'get',
    path: '/items',
    tag: 'test',
    summary: 'Items by a filter form',
    access: 'public',
    query: v.object({ size: v.optional(v.picklist(['s', 'm'], 'size')) }),
    queryStatus: 422,
    messages: (code) => (code === 'size' ? { de: 'Größe?', en: 'Which size?' } : undefined),
    answer: v.array(v.number()),
    answerDescription: 'The ids.',
  }),
  file: defineOperation({
    method: 'get',
    path: '/items/:id/file',
    tag: 'test',
    summary: "An item's file",
    access: 'public',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) }),
    file: { types: ['text/plain'] },
    answerDescription: 'The file.',
  }),
};

let fileCalls = 0;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    apiTestRoutes: operationRoutes(probe, {
      item: async ({ params, query }) =>
        query.shape === 'drifted'
          ? ({ id: String(params.id) } as unknown as { id: number; name: string })
          : { id: params.id, name: 'Stand' },
      create: async ({ body }) => {
        if (body.name === 'taken') throw refuse(probe.create, 'conflict');
        return { id: 1 };
      },
      search: async () => [1],
      file: async ({ params }) => {
        fileCalls++;
        return { type: 'text/plain; charset=utf-8', name: `item-${params.id}.txt`, body: 'Stand' };
      },
    }),
  });
});
afterAll(() => t.close());

describe('routes registered from an operation table', () => {
  it('parses the path, answers what the handler gave', async () => {
    const response = await t.app.inject({ url: '/app/api/test/items/42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 42, name: 'Stand' });
  });

  it('answers 400 in the error shape for a malformed path or query value', async () => {
    for (const url of ['/app/api/test/items/4x2', '/app/api/test/items/1?shape=round']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: {} });
    }
  });

  it("answers a form filter's bad field with 422 and the table's own field text", async () => {
    const response = await t.app.inject({
      url: '/app/api/test/items?size=xl',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { size: ['Which size?'] } });
  });

  it('fails an answer that breaks its schema outside production, without a stack trace', async () => {
    const response = await t.app.inject({ url: '/app/api/test/items/1?shape=drifted' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('decides access before the body: anonymous 401, another area 403, even with a broken body', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/app/api/test/items',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(anonymous.statusCode).toBe(401);
    const { user: staff } = await createStaffUser(t.db);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/app/api/test/items',
      headers: {
        ...XHR,
        'content-type': 'application/json',
        cookie: await sessionCookieFor(t.db, staff.id),
      },
      payload: '{"name":',
    });
    expect(asStaff.statusCode).toBe(403);
  });

  it('answers the body’s 422, the success status and the table’s refusal for the office', async () => {
    const office = await createUser(t.db, { role: 'office' });
    const headers = { ...XHR, cookie: await sessionCookieFor(t.db, office.id) };
    const post = (name: unknown) =>
      t.app.inject({ method: 'POST', url: '/app/api/test/items', headers, payload: { name } });
    const invalid = await post('');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('name');
    expect((await post('Stand')).statusCode).toBe(201);
    const refused = await post('taken');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.any(String), errors: {} });
  });

  it('sends a file answer as a download, and has no HEAD that would do its work for nobody', async () => {
    const response = await t.app.inject({ url: '/app/api/test/items/7/file', headers: XHR });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="item-7.txt"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('Stand');
    const calls = fileCalls;
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/app/api/test/items/7/file',
      headers: XHR,
    });
    expect(head.statusCode).toBe(404);
    expect(fileCalls).toBe(calls);
  });

  it('refuses to refuse with a code the table does not state', () => {
    expect(() => refuse(probe.create, 'gone' as 'conflict')).toThrow(/not in its table/);
  });
});
