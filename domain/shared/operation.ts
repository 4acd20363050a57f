import type * as v from 'valibot';
import type { Area } from './areas';
import type { MessageCatalog } from './validation-messages';

/*
 * One operation of the API, stated once for both sides (ADR 0035): the server
 * registers its route from it (server/platform/api/operation-routes.ts), the
 * browser calls it through `call` (src/api/call.ts), and the OpenAPI document
 * describes it. Paths are Fastify patterns below /app/api.
 */

/** Who may call: anyone, any signed-in account, or an account whose areas list `area`. */
export type Access = 'public' | 'session' | { area: Area };

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Error statuses an operation may answer besides those its access and inputs imply. */
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 422 | 429;

/** A refusal the operation documents: its code (the error's message key), status and meaning. */
export type RefusalSpec = { status: RefusalStatus; description: string };

type ObjectSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export type OperationSpec = {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The path's parameters, one property per `:name` of the pattern. */
  params?: ObjectSchema;
  query?: ObjectSchema;
  /**
   * 400 (the default): a query that breaks its schema is a malformed address.
   * 422: the query is a form's filter, its fields named like a body's.
   */
  queryStatus?: 400 | 422;
  body?: v.GenericSchema;
  /** A multipart body (uploads): its text fields and file parts, read by the handler when it is ready. */
  multipart?: MultipartSpec;
  /**
   * The handler checks the body itself and gets it as sent (`body` describes
   * it): a keyed write checks it inside the write, so a 422 is the key's
   * stored answer too; an envelope refused with messages of its own (the batch).
   */
  bodyCheckedByHandler?: boolean;
  /** The body's byte limit where it differs from the server's default. */
  bodyLimit?: number;
  /** Takes an optional Idempotency-Key header; the handler replays a repeated key's answer. */
  idempotencyKey?: boolean;
  /** The field texts of the area's own codes in its schemas (default: the common ones). */
  messages?: MessageCatalog;
  /** The success answer as JSON; not given for 204 or a file. */
  answer?: v.GenericSchema;
  /** The success answer is a file to save, of one of these media types. */
  file?: { types: readonly string[] };
  answerDescription: string;
  successStatus?: 201 | 204;
  refusals?: Record<string, RefusalSpec>;
};

/** One file part of a multipart body. */
export type FilePartSpec = {
  required: boolean;
  /** Media types accepted (the area checks the bytes; this is for the description). */
  types: readonly string[];
  /** Bytes read at most; a larger file arrives marked `truncated`. */
  maxBytes: number;
  description: string;
};

/**
 * A multipart body: the text fields (their schema for the description; the
 * handler checks them, as the rules may depend on stored data) and file parts.
 */
export type MultipartSpec = {
  fields: ObjectSchema;
  files: Record<string, FilePartSpec>;
  /** Text fields at most, and bytes per field; more answers 413. */
  maxFields: number;
  fieldMaxBytes: number;
  /** Field names that may repeat (one value per part); other repeated names become lists too. */
  lists?: readonly string[];
  /** The same fields may come as a JSON object instead (the sign calls). */
  alsoJson?: boolean;
};

/** What a file answer is on the server: its media type, the name to save it as, and its bytes or stream. */
export type FileAnswer = { type: string; name: string; body: unknown };

/** What a file answer is in the browser: the file, and the name the server gave. */
export type ReceivedDownload = { blob: Blob; name: string | null };

export type Operation<S extends OperationSpec = OperationSpec> = S & { readonly kind: 'operation' };

/** States an operation; `const` keeps its literal path and refusal codes in the types. */
export function defineOperation<const S extends OperationSpec>(spec: S): Operation<S> {
  return { ...spec, kind: 'operation' };
}

type InputOf<S, K extends 'params' | 'query' | 'body'> =
  S extends Record<K, infer Schema extends v.GenericSchema>
    ? { [P in K]: v.InferInput<Schema> }
    : { [P in K]?: never };

/** A multipart operation's body is the form as the browser builds it. */
type BodyInput<S> = S extends { multipart: MultipartSpec }
  ? { body: FormData }
  : InputOf<S, 'body'>;

/** What a caller passes: the path's parameters, the query and the body the operation names. */
export type OperationInput<O extends OperationSpec> = InputOf<O, 'params'> &
  InputOf<O, 'query'> &
  BodyInput<O>;

/** What the operation answers (its schema's output, or the file); void for 204. */
export type OperationAnswer<O extends OperationSpec> = O extends {
  answer: infer Schema extends v.GenericSchema;
}
  ? v.InferOutput<Schema>
  : O extends { file: object }
    ? ReceivedDownload
    : undefined;

/** What a server handler returns: the answer schema's input, or the file. */
export type OperationResult<O extends OperationSpec> = O extends {
  answer: infer Schema extends v.GenericSchema;
}
  ? v.InferInput<Schema>
  : O extends { file: object }
    ? FileAnswer
    : undefined;

const PARAMETER = /:(\w+)/g;

/** The names of the pattern's parameters, in order. */
export function pathParameterNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAMETER)].map(([, name]) => name ?? '');
}

/** `/messen/:id` with `{id: 7}` → `/messen/7`; each value encoded as one path segment. */
export function buildPath(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`path parameter ${name} missing for ${pattern}`);
    }
    return encodeURIComponent(String(value as string | number));
  });
}

/** `?a=1&b=x&b=y` from a query object (arrays repeat their name; undefined and null are left out). */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item === undefined || item === null) continue;
      search.append(name, String(item as string | number | boolean));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
