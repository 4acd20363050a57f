import { stammdatenOperations } from '@domain/stammdaten/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { readStammdaten } from './handlers/read';
import { saveStammdaten } from './handlers/save';

/** The own master data (docs/product/api.md, Master data), registered from the area's table. */
export const stammdatenRoutes = operationRoutes(stammdatenOperations, {
  read: readStammdaten,
  save: saveStammdaten,
});
