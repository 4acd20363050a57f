import type { RouteObject } from 'react-router-dom';

export const stammdatenRoute = {
  path: 'stammdaten',
  lazy: async () => ({ Component: (await import('./routes/stammdaten-page')).StammdatenPage }),
} satisfies RouteObject;
