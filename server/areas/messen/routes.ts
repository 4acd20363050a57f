import { messenOperations } from '@domain/messen/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { chooseMessen } from './handlers/choose';
import { chosenMessen, offeredMessen } from './handlers/read';

/** The fairs offered and a person's choice, registered from the area's table. */
export const messenRoutes = operationRoutes(messenOperations, {
  offered: offeredMessen,
  chosen: chosenMessen,
  choose: chooseMessen,
});
