import type { RouteObject } from 'react-router-dom';

export const meineStundenRoutes = [
  {
    path: 'meine-stunden',
    lazy: async () => ({
      Component: (await import('./routes/meine-stunden-page')).MeineStundenPage,
    }),
  },
] satisfies RouteObject[];
