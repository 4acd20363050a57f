import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS } from '@src/ui/paths';

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

/** The invitation's link: the reset screen in its 'set your password' wording. */
export const passwordSetRoute = {
  path: ROUTE_PATTERNS.passwordSet,
  lazy: async () => ({
    Component: (await import('./routes/password-reset-page')).PasswordSetPage,
  }),
} satisfies RouteObject;
