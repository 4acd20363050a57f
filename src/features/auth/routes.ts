import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk, so /de/login loads only the log-in code.
export const loginRoute = {
  path: 'login',
  lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
} satisfies RouteObject;

export const passwordResetRoute = {
  path: 'password/reset',
  lazy: async () => ({
    Component: (await import('./routes/password-reset-page')).PasswordResetPage,
  }),
} satisfies RouteObject;
