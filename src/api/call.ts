import type {
  Operation,
  OperationAnswer,
  OperationInput,
  OperationSpec,
} from '@domain/shared/operation';
import { buildPath, queryString } from '@domain/shared/operation';
import { api, type ApiClient, type RequestOptions } from './client';

/** The server's answer did not keep its operation's schema: a bug, not the user's doing. */
export class AnswerShapeError extends Error {
  constructor(operation: OperationSpec, issues: readonly { message: string }[]) {
    super(
      `${operation.method} ${operation.path}: ${issues.map((issue) => issue.message).join('; ')}`,
    );
    this.name = 'AnswerShapeError';
  }
}

type CallOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'headers'> & {
  /** Another client than the app's (tests and the bench hand in their own). */
  client?: ApiClient;
};

/**
 * Checks through the schema's Standard Schema interface, so this module does
 * not bring valibot's code into a page's first load (the schema carries it).
 */
export function checkAnswer<O extends OperationSpec>(
  operation: O,
  answer: unknown,
): OperationAnswer<O> {
  if (!operation.answer) return undefined as OperationAnswer<O>;
  const result = operation.answer['~standard'].validate(answer);
  if (result instanceof Promise) throw new Error(`${operation.path}: async answer schema`);
  if (result.issues) throw new AnswerShapeError(operation, result.issues);
  return result.value as OperationAnswer<O>;
}

/** The operation's path below /app/api with its parameters and query. */
export function requestPath(operation: Pick<OperationSpec, 'path'>, input: object): string {
  const { params, query } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${buildPath(operation.path, params).slice(1)}${queryString(query)}`;
}

/**
 * The request of an operation, by its method and path pattern, the answer not
 * yet checked: for a call whose table loads on demand (the auth state on a
 * page's first load, src/features/auth/api/get-auth.ts); all others use `call`.
 */
export async function send<O extends Operation>(
  operation: Pick<O, 'method' | 'path'>,
  input: OperationInput<O>,
  options?: CallOptions,
): Promise<unknown> {
  const { body } = input as { body?: unknown };
  const path = requestPath(operation, input);
  const { client = api, ...rest } = options ?? {};
  const init: RequestOptions = {
    ...rest,
    ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
  };
  return operation.method === 'get'
    ? client.get(path, init)
    : operation.method === 'post'
      ? client.post(path, init)
      : client.write(operation.method.toUpperCase() as 'PUT' | 'PATCH' | 'DELETE', path, init);
}

/**
 * The one way the browser calls the API: the path from the operation's
 * pattern, the query and body it names, the answer checked against its schema.
 */
export async function call<O extends Operation>(
  operation: O,
  input: OperationInput<O>,
  options?: CallOptions,
): Promise<OperationAnswer<O>> {
  // Files are fetched by callFile (./file-answer.ts), kept out of the pages' first load.
  if (operation.file) throw new Error(`${operation.path}: a file, fetch it with callFile`);
  return checkAnswer(operation, await send<O>(operation, input, options));
}

/**
 * The address of a GET operation for a link (a document the browser opens or
 * saves itself), built from its pattern like `call` builds it.
 */
export function operationHref<O extends Operation>(
  operation: O & { method: 'get' },
  input: OperationInput<O>,
): string {
  return `/app/api/${requestPath(operation, input)}`;
}
