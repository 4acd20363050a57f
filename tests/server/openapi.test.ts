import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '@server/platform/api/openapi/convert';
import { buildOpenApiDocument, openApiPath } from '@server/platform/api/openapi/document';
import { postJson } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

type Operation = {
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security: unknown[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ApiError: { required: string[] } } };
};

describe('GET /app/api/openapi.json', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/app/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(async () => t.close());

  it('is public and cacheable, unlike the rest of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/api/openapi.json' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route Fastify holds under /app/api, and no other', () => {
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${openApiPath(route.url.slice('/app/api'.length))}`);
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // A route registered outside an operation table fails here.
    expect(registered.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !registered.includes(route))).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(23);
  });

  it('names each path parameter, the session and the CSRF header', () => {
    const saveTime =
      document.paths['/app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}']?.post;
    const names = saveTime?.parameters?.map((p) => p.name ?? p.$ref);
    expect(names).toEqual([
      'messe',
      'customer',
      'staff',
      'date',
      '#/components/parameters/XRequestedWith',
      '#/components/parameters/IdempotencyKey',
    ]);
    expect(saveTime?.security).toEqual([{ session: [] }]);
    expect(document.paths['/app/api/auth/login']?.post?.security).toEqual([]);
  });

  it('takes the request bodies from the schemas the routes validate with', () => {
    const login = document.paths['/app/api/auth/login']?.post?.requestBody?.content;
    expect(login?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { format: 'email', maxLength: 254 }, password: { maxLength: 128 } },
    });
    const time =
      document.paths['/app/api/stundenerfassung/staff/{messe}/{customer}/{staff}/{date}']?.post;
    expect(time?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { time_break: { type: 'integer', maximum: 60, multipleOf: 15 } },
    });
    const step2 = document.paths['/app/api/bewerbung/step2']?.post?.requestBody?.content;
    const form = step2?.['multipart/form-data']?.schema as { required: string[] };
    expect(form.required).toEqual(expect.arrayContaining(['image', 'street', 'height']));
    const upload = document.paths['/app/api/stammdaten/dokumente']?.post?.requestBody?.content;
    expect(upload?.['multipart/form-data']?.schema).toMatchObject({
      required: ['type', 'document'],
    });
  });

  it('documents the error shape an error answer really has', async () => {
    const login = document.paths['/app/api/auth/login']?.post;
    expect(login?.responses['422']).toEqual({ $ref: '#/components/responses/Error422' });
    expect(login?.responses['403']).toEqual({ $ref: '#/components/responses/Error403' });
    const answer = await postJson(t.app, '/app/api/auth/login', { email: 'x' });
    expect(answer.statusCode).toBe(422);
    const body = answer.json<Record<string, unknown>>();
    for (const key of document.components.schemas.ApiError.required)
      expect(body).toHaveProperty(key);
  });
});

describe('the schema conversion', () => {
  it('describes a record keyed by a picklist as an object with those property names', () => {
    expect(jsonSchemaOf(v.record(v.picklist(['bar', 'service']), v.nullable(v.number())))).toEqual({
      type: 'object',
      propertyNames: { enum: ['bar', 'service'] },
      additionalProperties: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    });
  });

  it('turns an object schema of query fields into one parameter each', async () => {
    const document = buildOpenApiDocument([
      {
        method: 'get',
        path: '/probe/:id',
        tag: 'probe',
        summary: 'A list with filters',
        access: 'office',
        querySchema: v.object({ q: v.optional(v.string()), page: v.string() }),
        answer: { description: 'The list.', schema: v.array(v.string()) },
        errors: [],
      },
    ]) as unknown as Document;
    const operation = document.paths['/app/api/probe/{id}']?.get;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '401', '403', '503']);
    expect((await new Validator().validate(document)).valid).toBe(true);
  });

  it('refuses a rule it cannot describe instead of dropping it silently', () => {
    expect(() => jsonSchemaOf(v.pipe(v.string(), v.maxWords('en', 3)))).toThrow(/max_words/);
    expect(jsonSchemaOf(v.pipe(v.string(), v.trim(), v.maxLength(3)))).toEqual({
      type: 'string',
      maxLength: 3,
    });
  });
});
