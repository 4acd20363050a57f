import type { FastifyInstance } from 'fastify';
import { authStateRoute } from './routes/auth-state';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { passwordRequestRoute } from './routes/password-request';
import { passwordResetRoute } from './routes/password-reset';

/** The auth endpoints (docs/product/api.md, Auth). */
export async function authRoutes(app: FastifyInstance) {
  await authStateRoute(app);
  await loginRoute(app);
  await logoutRoute(app);
  await passwordRequestRoute(app);
  await passwordResetRoute(app);
}
