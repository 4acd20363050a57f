import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { myHours } from './handlers/mine';

/** The staff member's own hours, registered from the area's table. */
export const meineStundenRoutes = operationRoutes(meineStundenOperations, { mine: myHours });
