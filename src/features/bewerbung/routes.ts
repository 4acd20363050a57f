import type { RouteObject } from 'react-router-dom';

/*
 * Public routes of the application (no login). Each step is its own chunk: a
 * visitor of step 1 does not download the wizard.
 */
export const bewerbungRoute = {
  path: 'bewerbung',
  lazy: async () => ({ Component: (await import('./routes/bewerbung-page')).BewerbungPage }),
} satisfies RouteObject;

export const bewerbungStep2Route = {
  path: 'bewerbung/step2',
  lazy: async () => ({
    Component: (await import('./routes/bewerbung-step2-page')).BewerbungStep2Page,
  }),
} satisfies RouteObject;
