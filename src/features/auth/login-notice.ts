/** What the log-in screen says on arrival (passed as navigation state by the logout). */
export type LoginNotice = 'logged-out' | 'logout-deferred';

/** The notice in a location's state, if it carries one. */
export function loginNoticeOf(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return notice === 'logged-out' || notice === 'logout-deferred' ? notice : null;
}
