import type { FastifyInstance } from 'fastify';
import type { Operation } from '@domain/shared/operation';
import { type Handlers, operationRoutes } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { OfficeRefusal } from './writes';

/** The scope the office's routes are registered in (server/app.ts). */
const OFFICE_PREFIX = '/buero';

/**
 * The office's tables state whole paths below /app/api (`/buero/…`, as the
 * browser and the API description read them); their routes are registered in
 * the office's scope, which already sits at /buero.
 */
export function officeOperationRoutes<T extends Record<string, Operation>>(
  table: T,
  handlers: Handlers<T>,
) {
  const inScope = Object.fromEntries(
    Object.entries(table).map(([name, operation]) => {
      if (!operation.path.startsWith(`${OFFICE_PREFIX}/`)) {
        throw new Error(`${operation.path} is no office path`);
      }
      return [name, { ...operation, path: operation.path.slice(OFFICE_PREFIX.length) }];
    }),
  ) as T;
  return operationRoutes(inScope, handlers);
}

/**
 * An OfficeRefusal thrown by an office write (409, or 422 naming the wrong
 * ids) answers `{message, errors, code}` with its own texts, which name the
 * days or people concerned, so they are no fixed message keys of refuse().
 * Every other error goes on to the API's error handler.
 */
export function answerOfficeRefusals(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof OfficeRefusal)) throw error;
    return reply.code(error.status).send(error.body(requestLocale(request)));
  });
}
