import type { RouteObject } from 'react-router-dom';

export const messenRoutes = [
  {
    path: 'messen',
    lazy: async () => ({ Component: (await import('./routes/messen-page')).MessenPage }),
  },
  {
    path: 'messen/planer',
    lazy: async () => ({ Component: (await import('./routes/planer-page')).PlanerPage }),
  },
] satisfies RouteObject[];
