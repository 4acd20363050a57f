import { useRouteLoaderData } from 'react-router-dom';
import type { AuthState } from '@domain/auth/auth';

/**
 * The signed-in person's id as the app's root route resolved it on this
 * navigation (from the server, or offline the last confirmed user); null when
 * not known. Read from the route data, not imported: a feature does not
 * import the app (docs/architecture.md, Rules).
 */
export function useUserId(): number | null {
  const root = useRouteLoaderData('root') as { auth?: { state?: AuthState } } | undefined;
  const state = root?.auth?.state;
  return state?.authenticated ? state.user.id : null;
}
