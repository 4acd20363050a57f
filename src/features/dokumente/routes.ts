import type { RouteObject } from 'react-router-dom';

export const dokumenteRoute = {
  path: 'dokumente',
  lazy: async () => ({ Component: (await import('./routes/dokumente-page')).DokumentePage }),
} satisfies RouteObject;
