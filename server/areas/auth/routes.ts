import { authOperations } from '@domain/auth/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { authState } from './handlers/auth-state';
import { logIn } from './handlers/login';
import { logout } from './handlers/logout';
import { passwordRequest } from './handlers/password-request';
import { passwordReset } from './handlers/password-reset';

/** The auth endpoints (docs/product/api.md, Auth), registered from the area's table. */
export const authRoutes = operationRoutes(authOperations, {
  state: authState,
  login: logIn,
  logout,
  requestPassword: passwordRequest,
  resetPassword: passwordReset,
});
