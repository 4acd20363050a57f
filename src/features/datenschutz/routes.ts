import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS } from '@src/ui/paths';

/** The privacy statement: public, its own chunk and catalog (no other page carries its text). */
export const datenschutzRoute = {
  path: ROUTE_PATTERNS.datenschutz,
  lazy: async () => ({
    Component: (await import('./routes/datenschutz-page')).DatenschutzPage,
  }),
} satisfies RouteObject;
