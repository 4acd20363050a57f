import { bewerbungOperations } from '@domain/bewerbung/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { applyStep1 } from './handlers/apply';
import { loadStep2 } from './handlers/step2-load';
import { submitStep2 } from './handlers/step2-submit';

/**
 * The public application (docs/product/api.md, Application), registered from
 * the area's table: step 1 for anyone, step 2 for the holder of the mailed
 * token. The operations are public (no session) but keep the scope's CSRF
 * rules; each limits calls per IP.
 */
export const bewerbungRoutes = operationRoutes(bewerbungOperations, {
  apply: applyStep1,
  step2Load: loadStep2,
  step2Submit: submitStep2,
});
