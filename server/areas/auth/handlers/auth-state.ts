import type { authOperations } from '@domain/auth/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { wireUser } from '../wire-user';

/** GET /app/api/auth: who is signed in (the route guard asks before each navigation). */
export const authState: OperationHandler<typeof authOperations.state> = async ({ request }) =>
  request.user ? { authenticated: true, user: wireUser(request.user) } : { authenticated: false };
