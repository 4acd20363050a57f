import type { AuthState } from '../../../domain/auth';
import type { Locale } from '../../../domain/locale';

/** Who may open a route: guests only (login), signed-in users, or users with the flag. */
export type Access = 'guest' | 'user' | 'timetracking';

/** Where the guard sends the user instead, or null to let the navigation through. */
export function accessRedirect(access: Access, state: AuthState, locale: Locale): string | null {
  if (access === 'guest') return state.authenticated ? `/${locale}` : null;
  return state.authenticated ? null : `/${locale}/login`;
}

/** True when the user may use the time-tracking area (the server enforces it too). */
export function mayTrackTime(state: AuthState): boolean {
  return state.authenticated && state.user.timetracking;
}
