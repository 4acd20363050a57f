import type { AuthState } from '@domain/auth/auth';
import type { authOperations } from '@domain/auth/operations';
import { AUTH_STATE_ROUTE } from '@domain/auth/auth-state-route';
import { checkAnswer, send } from '@src/api/call';
import { loadAuthTable } from './auth-table';

/** A guest's answer: its one field is the literal the table's schema asks, nothing else to check. */
function isGuest(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'authenticated' in answer
    ? answer.authenticated === false
    : false;
}

/**
 * GET /app/api/auth. Not cached in TanStack Query on purpose: the route guard asks
 * before every navigation (docs/product/README.md, Shared behaviour). A short timeout keeps the app
 * responsive on a flaky hall network before falling back to the last user.
 *
 * The guard asks on every page's first load, /de/login's included, whose budget
 * has no room for the auth table's valibot code (ADR 0035). So the request goes
 * out by the table's method and path alone; a guest's answer needs no schema,
 * and an answer naming a user is checked with the table's, loaded for it.
 *
 * `checkUser` false (a page whose first load has no room for valibot either,
 * src/app/guard/loaders.ts) takes a signed-in answer as the server sent it (an
 * area this version does not know links nowhere, src/app/area-links.ts): the
 * server checks every answer against the table's schema outside production
 * (server/platform/api/operation-routes.ts, so a drifted answer fails the
 * tests), and the next navigation to any other page checks it in full.
 */
export async function fetchAuthState(checkUser = true): Promise<AuthState> {
  const answer = await send<typeof authOperations.state>(AUTH_STATE_ROUTE, {}, { timeout: 5_000 });
  if (isGuest(answer)) return { authenticated: false };
  return checkUser ? checkAnswer((await loadAuthTable()).state, answer) : (answer as AuthState);
}
