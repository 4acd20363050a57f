import type { Operation } from '@domain/shared/operation';
import { type Handlers, operationRoutes } from '@server/platform/api/operation-routes';

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
