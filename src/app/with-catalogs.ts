import type { RouteObject } from 'react-router-dom';
import { type CatalogName, loadCatalogs } from './i18n';

/**
 * The route and its children render only once the named catalogs are loaded:
 * their lazy() waits for both the screen's code and its texts, in parallel.
 */
export function withCatalogs<T extends RouteObject>(names: CatalogName[], route: T): T {
  const { lazy } = route;
  const load = () => loadCatalogs(...names);
  return {
    ...route,
    lazy:
      typeof lazy === 'function'
        ? async () => (await Promise.all([lazy(), load()]))[0]
        : lazy === undefined
          ? async () => {
              await load();
              return {};
            }
          : lazy,
    children: route.children?.map((child) => withCatalogs(names, child)),
  };
}
