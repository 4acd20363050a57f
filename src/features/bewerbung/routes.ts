import type { RouteObject } from 'react-router-dom';

const pages = () => import('./routes/bewerbung-pages');

/** Public routes of the application (no login). */
export const bewerbungRoutes = [
  { path: 'bewerbung', lazy: async () => ({ Component: (await pages()).BewerbungPage }) },
  {
    path: 'bewerbung/step2',
    lazy: async () => ({ Component: (await pages()).BewerbungStep2Page }),
  },
] satisfies RouteObject[];
