import type { RouteObject } from 'react-router-dom';

const pages = () => import('./routes/messen-pages');

export const messenRoutes = [
  { path: 'messen', lazy: async () => ({ Component: (await pages()).MessenPage }) },
  { path: 'messen/planer', lazy: async () => ({ Component: (await pages()).PlanerPage }) },
] satisfies RouteObject[];
