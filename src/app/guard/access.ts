import type { AuthState } from '../../../domain/auth';
import type { Locale } from '../../../domain/locale';
import { paths } from '../../ui/paths';

/** Who may open a route: guests only (login), signed-in users, or users with the flag. */
export type Access = 'guest' | 'user' | 'timetracking';

/**
 * Where the guard sends the user instead, or null to let the navigation through.
 * Signed-in users without the `timetracking` flag go home: the area is not theirs,
 * and the widget does not offer it either.
 */
export function accessRedirect(access: Access, state: AuthState, locale: Locale): string | null {
  const home = paths.home(locale);
  if (access === 'guest') return state.authenticated ? home : null;
  if (!state.authenticated) return paths.login(locale);
  if (access === 'timetracking' && !state.user.timetracking) return home;
  return null;
}
