import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fieldErrors } from '@domain/shared/validation';
import type { MessageCatalog } from '@domain/shared/validation-messages';
import type {
  FileAnswer,
  Operation,
  OperationResult,
  OperationSpec,
  RefusalSpec,
  RefusalStatus,
} from '@domain/shared/operation';
import { requireArea } from '@server/platform/common/current-user';
import { HttpError } from '@server/platform/http/http-error';
import { sendDownload } from '@server/platform/http/send-download';
import { requestLocale } from '@server/platform/http/locale';
import type { MessageKey } from '@server/platform/http/messages';
import {
  multipartBodyLimit,
  type MultipartBody,
  readMultipart,
  registerMultipart,
} from './multipart';

type SchemaOutput<S, K extends string> =
  S extends Record<K, infer Schema extends v.GenericSchema> ? v.InferOutput<Schema> : undefined;

/** The body as the handler gets it: checked, or as sent where the handler checks it. */
type BodyOf<O> = O extends { bodyCheckedByHandler: true } ? unknown : SchemaOutput<O, 'body'>;

/** What a handler gets: the checked inputs, the request and reply, the app. */
export type OperationContext<O extends OperationSpec> = {
  params: SchemaOutput<O, 'params'>;
  query: SchemaOutput<O, 'query'>;
  body: BodyOf<O>;
  /**
   * A multipart operation's body, read on the first call (within its limits):
   * the handler decides first what may be decided without it (access,
   * throttles), so a refused caller costs no upload.
   */
  upload: O extends { multipart: object } ? () => Promise<MultipartBody> : never;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
};

/**
 * A handler returns its answer, or the reply once it has sent one itself (a
 * 304, a cached body, a keyed write's answer with its own status and headers).
 */
export type OperationHandler<O extends OperationSpec> = (
  context: OperationContext<O>,
) => Promise<OperationResult<O> | FastifyReply>;

type Table = Record<string, Operation>;
export type Handlers<T extends Table> = { [K in keyof T]: OperationHandler<T[K]> };

type RefusalCode<O> = O extends { refusals: infer R } ? keyof R & MessageKey : never;

/** A refusal's extras: headers to send (e.g. `Retry-After`), or another status its table allows (a 413 of a `validation_failed`). */
export type RefusalOptions = { headers?: Record<string, string>; status?: RefusalStatus };

/**
 * The one way an operation refuses: one of the codes its table states, with
 * the status stated there, answered in the error shape by the error handler.
 * `headers` go with the answer (a 429's Retry-After).
 */
export function refuse<O extends OperationSpec>(
  operation: O,
  code: RefusalCode<O>,
  errors: Record<string, string[]> = {},
  options: RefusalOptions = {},
): HttpError {
  const refusal = (operation.refusals as Record<string, RefusalSpec> | undefined)?.[code];
  if (!refusal) throw new Error(`${operation.path}: refusal ${String(code)} is not in its table`);
  return new HttpError(options.status ?? refusal.status, code, errors, options.headers);
}

function parsePart(
  schema: v.GenericSchema | undefined,
  value: unknown,
  status: 400 | 422,
  request: FastifyRequest,
  catalog?: MessageCatalog,
): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value ?? {});
  if (result.success) return result.output;
  const key = status === 400 ? 'bad_request' : 'validation_failed';
  throw new HttpError(status, key, fieldErrors(result.issues, requestLocale(request), catalog));
}

/**
 * Outside production: an answer that breaks its operation's schema fails
 * (tests find a drifted answer before a client in the field does).
 */
export function checkAnswer(app: FastifyInstance, operation: OperationSpec, answer: unknown): void {
  if (!operation.answer || app.config.isProduction) return;
  const checked = v.safeParse(operation.answer, answer);
  if (!checked.success) {
    throw new Error(
      `${operation.method} ${operation.path}: answer breaks its schema: ${v.summarize(checked.issues)}`,
    );
  }
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
 * access check, the parsing of path (400), query (400, or 422 for a form's
 * filter) and body (422) with the area's field texts, the success
 * status, and outside production a check that the answer keeps its schema (a
 * drifted answer fails the tests instead of a client in the field).
 */
export function operationRoutes<T extends Table>(
  table: T,
  handlers: Handlers<T>,
): FastifyPluginAsync {
  return async (app) => {
    if (Object.values(table).some((operation) => operation.multipart)) await registerMultipart(app);
    for (const [name, operation] of Object.entries(table)) {
      const handler = handlers[name] as OperationHandler<OperationSpec>;
      const onRequest = accessHook(operation);
      app.route({
        method: operation.method.toUpperCase() as 'GET',
        url: operation.path,
        config: { public: operation.access === 'public', operation: true },
        // No automatic HEAD for a file: it would do the file's work (an export's layout,
        // its audit entry) for an answer nobody receives.
        ...(operation.file ? { exposeHeadRoute: false } : {}),
        ...(onRequest ? { onRequest } : {}),
        ...(operation.multipart ? { bodyLimit: multipartBodyLimit(operation.multipart) } : {}),
        ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
        handler: async (request, reply) => {
          const { multipart } = operation;
          let upload: Promise<MultipartBody> | undefined;
          const answer = await handler({
            params: parsePart(operation.params, request.params, 400, request),
            query: parsePart(
              operation.query,
              request.query,
              operation.queryStatus ?? 400,
              request,
              operation.messages,
            ),
            body: operation.bodyCheckedByHandler
              ? request.body
              : parsePart(operation.body, request.body, 422, request, operation.messages),
            upload: multipart ? () => (upload ??= readMultipart(request, multipart)) : undefined,
            request,
            reply,
            app,
          } as unknown as OperationContext<OperationSpec>);
          // Sent by the handler itself: as sent (it checks what it sends).
          if (answer === reply) return reply;
          if (operation.successStatus) reply.code(operation.successStatus);
          if (operation.file) {
            const file = answer as unknown as FileAnswer;
            return sendDownload(reply, file, file.body);
          }
          checkAnswer(app, operation, answer);
          return operation.successStatus === 204 ? reply.send() : answer;
        },
      });
    }
  };
}
