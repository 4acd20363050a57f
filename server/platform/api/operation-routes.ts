import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fieldErrors } from '@domain/shared/validation';
import type {
  Operation,
  OperationResult,
  OperationSpec,
  RefusalSpec,
} from '@domain/shared/operation';
import { requireArea } from '@server/platform/common/current-user';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import type { MessageKey } from '@server/platform/http/messages';

type SchemaOutput<S, K extends string> =
  S extends Record<K, infer Schema extends v.GenericSchema> ? v.InferOutput<Schema> : undefined;

/** What a handler gets: the checked inputs, the request and reply, the app. */
export type OperationContext<O extends OperationSpec> = {
  params: SchemaOutput<O, 'params'>;
  query: SchemaOutput<O, 'query'>;
  body: SchemaOutput<O, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
};

export type OperationHandler<O extends OperationSpec> = (
  context: OperationContext<O>,
) => Promise<OperationResult<O>>;

type Table = Record<string, Operation>;
export type Handlers<T extends Table> = { [K in keyof T]: OperationHandler<T[K]> };

type RefusalCode<O> = O extends { refusals: infer R } ? keyof R & MessageKey : never;

/**
 * The one way an operation refuses: one of the codes its table states, with
 * the status stated there, answered in the error shape by the error handler.
 */
export function refuse<O extends OperationSpec>(
  operation: O,
  code: RefusalCode<O>,
  errors: Record<string, string[]> = {},
): HttpError {
  const refusal = (operation.refusals as Record<string, RefusalSpec> | undefined)?.[code];
  if (!refusal) throw new Error(`${operation.path}: refusal ${String(code)} is not in its table`);
  return new HttpError(refusal.status, code, errors);
}

function parsePart(
  schema: v.GenericSchema | undefined,
  value: unknown,
  status: 400 | 422,
  request: FastifyRequest,
): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value ?? {});
  if (result.success) return result.output;
  const key = status === 400 ? 'bad_request' : 'validation_failed';
  throw new HttpError(status, key, fieldErrors(result.issues, requestLocale(request)));
}

/**
 * Who may call beyond a session, decided on arrival, before the body is read.
 * A session itself is the API scope's default (its guard answers 401).
 */
function accessHook({ access }: OperationSpec) {
  return typeof access === 'object' ? requireArea(access.area) : undefined;
}

/**
 * An area's routes, registered from its operation table: the path, the
 * access check, the parsing of path (400), query and body (422), the success
 * status, and outside production a check that the answer keeps its schema (a
 * drifted answer fails the tests instead of a client in the field).
 */
export function operationRoutes<T extends Table>(
  table: T,
  handlers: Handlers<T>,
): FastifyPluginAsync {
  return async (app) => {
    for (const [name, operation] of Object.entries(table)) {
      const handler = handlers[name] as OperationHandler<OperationSpec>;
      const onRequest = accessHook(operation);
      app.route({
        method: operation.method.toUpperCase() as 'GET',
        url: operation.path,
        config: { public: operation.access === 'public' },
        ...(onRequest ? { onRequest } : {}),
        handler: async (request, reply) => {
          const answer = await handler({
            params: parsePart(operation.params, request.params, 400, request),
            query: parsePart(operation.query, request.query, operation.queryStatus ?? 400, request),
            body: parsePart(operation.body, request.body, 422, request),
            request,
            reply,
            app,
          } as OperationContext<OperationSpec>);
          if (operation.successStatus) reply.code(operation.successStatus);
          if (operation.answer && !app.config.isProduction) {
            const checked = v.safeParse(operation.answer, answer);
            if (!checked.success) {
              throw new Error(
                `${operation.method} ${operation.path}: answer breaks its schema: ${v.summarize(checked.issues)}`,
              );
            }
          }
          return operation.successStatus === 204 ? reply.send() : answer;
        },
      });
    }
  };
}
