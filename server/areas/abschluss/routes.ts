import type { FastifyInstance } from 'fastify';
import { closeOperations } from '@domain/abschluss/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { changes, close, detail, list, payrollFile, preflight, reopen } from './handlers';

/**
 * The month close (issue 26, docs/product/month-close.md): the office's
 * preflight, close, reopen and reads, from their table. The lock every time
 * and signature write obeys is server/records/period-lock.ts.
 */
export async function abschlussRoutes(app: FastifyInstance) {
  await app.register(
    operationRoutes(closeOperations, {
      preflight,
      list,
      close,
      detail,
      changes,
      payrollFile,
      reopen,
    }),
  );
}
