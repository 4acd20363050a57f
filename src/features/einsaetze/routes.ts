import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS } from '@src/ui/paths';

export const einsaetzeRoutes = [
  {
    path: 'einsaetze',
    lazy: async () => ({ Component: (await import('./routes/einsaetze-page')).EinsaetzePage }),
  },
  {
    path: ROUTE_PATTERNS.benachrichtigungen,
    lazy: async () => ({
      Component: (await import('./routes/benachrichtigungen-page')).BenachrichtigungenPage,
    }),
  },
] satisfies RouteObject[];
