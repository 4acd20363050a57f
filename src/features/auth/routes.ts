import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS } from '../../ui/paths';

// Each screen is its own chunk, so /de/login loads only the log-in code.
export const loginRoute = {
  path: ROUTE_PATTERNS.login,
  lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
} satisfies RouteObject;

export const passwordResetRoute = {
  path: ROUTE_PATTERNS.passwordReset,
  lazy: async () => ({
    Component: (await import('./routes/password-reset-page')).PasswordResetPage,
  }),
} satisfies RouteObject;
