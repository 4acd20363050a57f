import type * as v from 'valibot';

/**
 * Who may call an operation: anyone, a signed-in account, one with the
 * `timetracking` flag, or an office account (area `buero`).
 */
export type Access = 'public' | 'session' | 'timetracking' | 'office';

/** Error statuses an operation documents (components/responses in document.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export type QueryParameter = {
  name: string;
  required: boolean;
  description: string;
  schema: v.GenericSchema;
};

/** The body: JSON, or multipart form fields plus file parts (name → accepted types). */
export type RequestBody =
  | { kind: 'json'; schema: v.GenericSchema; description?: string }
  | {
      kind: 'multipart';
      fields: v.GenericSchema;
      files: Record<string, { required: boolean; types: string[]; description: string }>;
      description?: string;
      /** The same fields may also come as JSON (the sign calls). */
      alsoJson?: boolean;
    };

/** The successful answer: a JSON schema, or a file of the given types. */
export type Answer =
  { description: string; schema: v.GenericSchema } | { description: string; files: string[] };

/**
 * One route of /app/api as the API description states it. `path` is the
 * Fastify pattern below /app/api (as the area registers it, e.g.
 * `/stammdaten/dokumente/:id`), so the description's test can match it against
 * the routes Fastify actually holds.
 */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The success status when not 200 (201 created; 204 has no body). */
  successStatus?: 201 | 204;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  query?: QueryParameter[];
  /** Query parameters as one object schema (each property one parameter), e.g. a list's filters. */
  querySchema?: v.GenericSchema;
  body?: RequestBody;
  /** Takes an optional Idempotency-Key header (time tracking's writes). */
  idempotencyKey?: boolean;
  answer: Answer;
  errors: ErrorStatus[];
};
