import { declarationOperations, stammdatenOperations } from '@domain/stammdaten/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import {
  addDeclaration,
  changeDeclaration,
  listDeclarations,
  removeDeclaration,
} from './handlers/declarations';
import { readStammdaten } from './handlers/read';
import { saveStammdaten } from './handlers/save';

/** The own master data (docs/product/api.md, Master data), registered from the area's table. */
export const stammdatenRoutes = operationRoutes(stammdatenOperations, {
  read: readStammdaten,
  save: saveStammdaten,
});

/** The own earlier short-term jobs of the year (issue 27), part of the master data. */
export const declarationRoutes = operationRoutes(declarationOperations, {
  list: listDeclarations,
  add: addDeclaration,
  change: changeDeclaration,
  remove: removeDeclaration,
});
