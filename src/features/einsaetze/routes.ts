import type { RouteObject } from 'react-router-dom';

export const einsaetzeRoutes = [
  {
    path: 'einsaetze',
    lazy: async () => ({ Component: (await import('./routes/einsaetze-page')).EinsaetzePage }),
  },
] satisfies RouteObject[];
