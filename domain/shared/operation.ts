import type * as v from 'valibot';
import type { Area } from './areas';

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
   * The status of a query that breaks its schema: 400 (a malformed address) by
   * default; 422 where the query is a form the user fills in (the office's list
   * filters), whose refusal names the field like a body's.
   */
  queryStatus?: 400 | 422;
  body?: v.GenericSchema;
  /** The success answer; not given for 204. */
  answer?: v.GenericSchema;
  answerDescription: string;
  successStatus?: 201 | 204;
  refusals?: Record<string, RefusalSpec>;
};

export type Operation<S extends OperationSpec = OperationSpec> = S & { readonly kind: 'operation' };

/** States an operation; `const` keeps its literal path and refusal codes in the types. */
export function defineOperation<const S extends OperationSpec>(spec: S): Operation<S> {
  return { ...spec, kind: 'operation' };
}

type InputOf<S, K extends 'params' | 'query' | 'body'> =
  S extends Record<K, infer Schema extends v.GenericSchema>
    ? { [P in K]: v.InferInput<Schema> }
    : { [P in K]?: never };

/** What a caller passes: the path's parameters, the query and the body the operation names. */
export type OperationInput<O extends OperationSpec> = InputOf<O, 'params'> &
  InputOf<O, 'query'> &
  InputOf<O, 'body'>;

/** What the operation answers (its schema's output); void for 204. */
export type OperationAnswer<O extends OperationSpec> = O extends {
  answer: infer Schema extends v.GenericSchema;
}
  ? v.InferOutput<Schema>
  : undefined;

/** What a server handler returns: the answer schema's input. */
export type OperationResult<O extends OperationSpec> = O extends {
  answer: infer Schema extends v.GenericSchema;
}
  ? v.InferInput<Schema>
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
