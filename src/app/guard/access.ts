import type { Area } from '@domain/shared/areas';
import type { AuthState } from '@domain/auth/auth';
import type { Locale } from '@domain/shared/locale';
import { paths } from '@src/ui/paths';

/** Who may open a route: guests only (login), any signed-in user (home), or users with the area. */
export type Access = 'guest' | 'user' | Area;

/** Where the guard sends the user instead, and the notice (a flash code) the target shows. */
export type GuardRedirect = { to: string; notice: 'area-unavailable' | null };

/**
 * Where the guard sends the user instead, or null to let the navigation through.
 * A guest is sent to the login, which returns to the path asked for.
 * An area the server did not list for the account (`user.areas`) is not theirs:
 * home, with a notice saying so (a bookmark or an old link may lead there).
 */
export function accessRedirect(
  access: Access,
  state: AuthState,
  locale: Locale,
  /** The path asked for: the login returns there (a booking mail's link). */
  from?: string,
): GuardRedirect | null {
  const home = paths.home(locale);
  if (access === 'guest') return state.authenticated ? { to: home, notice: null } : null;
  if (!state.authenticated) {
    const next = from === undefined || from === home ? '' : `?next=${encodeURIComponent(from)}`;
    return { to: `${paths.login(locale)}${next}`, notice: null };
  }
  if (access === 'user' || state.user.areas.includes(access)) return null;
  return { to: home, notice: 'area-unavailable' };
}
