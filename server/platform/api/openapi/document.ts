import type { JsonSchema } from '@valibot/to-json-schema';
import { API_PREFIX } from '@server/platform/http/api-prefix';
import { jsonSchemaOf } from './convert';
import type { Answer, ApiOperation, ErrorStatus, RequestBody } from './operation';
import { API_OPERATIONS } from './route-table';

type Json = Record<string, unknown>;

/** The version of this description; raise it when an operation changes incompatibly. */
const DESCRIPTION_VERSION = '1.0.0';

const ERROR_RESPONSES: Record<ErrorStatus | 503, string> = {
  400: 'Malformed: a path id, date or query value, a multipart body, or an Idempotency-Key that is no UUID; `errors` names it.',
  401: 'Not signed in.',
  403: 'Forbidden: no permission (e.g. without the `timetracking` flag or a staff record), or an unsafe call without `X-Requested-With` or from a foreign origin.',
  404: 'Unknown, or not yours (looks the same).',
  409: '`code` `sheet_signed`: the sheet is signed (final). `code` `request_in_progress`: the same Idempotency-Key is still running (retry after `Retry-After`).',
  413: 'The body or a file is too large.',
  422: 'Invalid input: `errors` holds the messages per field. `code` `idempotency_mismatch`: the Idempotency-Key was used with another body.',
  429: 'Too many attempts, or (exports) as many exports as EXPORTS_MAX_CONCURRENT already run; retry after `Retry-After` seconds.',
  503: 'The database does not answer, or the instance is shutting down; retry after `Retry-After`.',
};

const RETRY_AFTER = { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 0 } };
const WITH_RETRY_AFTER = new Set([409, 429, 503]);

const ACCESS_NOTES = {
  public: 'Open without a session.',
  session: 'Needs a session.',
  timetracking: 'Needs a session with the `timetracking` flag (403 without).',
  office: 'Needs an office account (403 for others).',
};

/** `/stammdaten/dokumente/:id` → `/app/api/stammdaten/dokumente/{id}` */
export function openApiPath(fastifyPath: string): string {
  return `${API_PREFIX}${fastifyPath}`.replace(/:(\w+)/g, '{$1}');
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      name === 'date'
        ? { type: 'string', format: 'date', description: 'A day of the fair, yyyy-MM-dd.' }
        : { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  }));
}

/** Each property of an object schema as one query parameter (arrays: the name repeated). */
function queryParametersOf(schema: ApiOperation['querySchema'] & object): Json[] {
  const json = jsonSchemaOf(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function requestBody(body: RequestBody): Json {
  if (body.kind === 'json') {
    return {
      required: true,
      description: body.description,
      content: { 'application/json': { schema: jsonSchemaOf(body.schema) } },
    };
  }
  const fields = jsonSchemaOf(body.fields);
  const properties: Record<string, JsonSchema | boolean> = { ...fields.properties };
  const required = new Set(fields.required ?? []);
  const encoding: Json = {};
  for (const [name, file] of Object.entries(body.files)) {
    const field = properties[name];
    properties[name] = {
      ...(typeof field === 'object'
        ? field
        : { type: 'string', contentMediaType: 'application/octet-stream' }),
      description: file.description,
    };
    if (file.required) required.add(name);
    encoding[name] = { contentType: file.types.join(', ') };
  }
  const multipart = { ...fields, properties, required: [...required] };
  return {
    required: true,
    description: body.description,
    content: {
      'multipart/form-data': { schema: multipart, encoding },
      ...(body.alsoJson ? { 'application/json': { schema: fields } } : {}),
    },
  };
}

function answerContent(answer: Answer): Json {
  if ('files' in answer) return Object.fromEntries(answer.files.map((type) => [type, {}]));
  return { 'application/json': { schema: jsonSchemaOf(answer.schema) } };
}

/** The statuses every operation of its kind can answer, besides those it names. */
function errorStatuses(operation: ApiOperation): (ErrorStatus | 503)[] {
  const statuses = new Set<ErrorStatus | 503>(operation.errors);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'timetracking' || operation.access === 'office') statuses.add(403);
  if (operation.method !== 'get') statuses.add(403);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function operationObject(operation: ApiOperation): Json {
  const parameters = [
    ...pathParameters(operation.path),
    ...(operation.query ?? []).map((query) => ({
      name: query.name,
      in: 'query',
      required: query.required,
      description: query.description,
      schema: jsonSchemaOf(query.schema),
    })),
    ...(operation.querySchema ? queryParametersOf(operation.querySchema) : []),
    ...(operation.method !== 'get' ? [{ $ref: '#/components/parameters/XRequestedWith' }] : []),
    ...(operation.idempotencyKey ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  const responses: Json = {
    [operation.successStatus ?? 200]:
      operation.successStatus === 204
        ? { description: operation.answer.description }
        : { description: operation.answer.description, content: answerContent(operation.answer) },
  };
  for (const status of errorStatuses(operation)) {
    responses[status] = { $ref: `#/components/responses/Error${status}` };
  }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description: [ACCESS_NOTES[operation.access], operation.description].filter(Boolean).join(' '),
    operationId: `${operation.method}${operation.path.replace(/[^a-z0-9]+(\w?)/gi, (_m, c: string) => c.toUpperCase())}`,
    security: operation.access === 'public' ? [] : [{ session: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses,
  };
}

function components(): Json {
  const responses: Json = {};
  for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
    responses[`Error${status}`] = {
      description,
      ...(WITH_RETRY_AFTER.has(Number(status)) ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return {
    schemas: {
      ApiError: {
        type: 'object',
        description: 'Every error answer, in the language of the request.',
        properties: {
          message: { type: 'string' },
          errors: {
            type: 'object',
            description: 'Messages per field (dot path); `_form` for the form as a whole.',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
          code: { type: 'string', description: 'Where the contract names one.' },
        },
        required: ['message', 'errors'],
      },
    },
    responses,
    parameters: {
      XRequestedWith: {
        name: 'X-Requested-With',
        in: 'header',
        required: true,
        description: 'Every unsafe call sends it (with the portal as Origin); else 403.',
        schema: { const: 'XMLHttpRequest' },
      },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'A UUID: the same key again replays the stored answer (`Idempotency-Replayed: true`) instead of writing twice. Kept 30 days.',
        schema: { type: 'string', format: 'uuid' },
      },
    },
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: '__Host-mp_session',
        description: 'HTTP-only session cookie set by login (`mp_session` outside production).',
      },
    },
  };
}

/** The OpenAPI 3.1 document of every operation of the route table. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS): Json {
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messe-Personal portal API',
      version: DESCRIPTION_VERSION,
      description:
        'The JSON API of the portal below /app/api. Answers are not cached (`Cache-Control: no-store`). See docs/product/api.md in the repository.',
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: components(),
  };
}
