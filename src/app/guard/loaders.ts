import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Area } from '@domain/shared/areas';
import { localizePath } from '@domain/shared/locale';
import { loadAuthState } from '@src/features/auth/auth-state';
import { flash } from '@src/ui/flash';
import { ROUTE_PATTERNS } from '@src/ui/paths';
import { activateLocale } from '../i18n';
import { accessRedirect, type Access } from './access';

/**
 * Every guard route re-runs on every navigation: react-router would otherwise keep
 * the data of a route that stays matched, and the sign-in state is asked of the
 * server before every navigation (docs/product/README.md, Shared behaviour).
 */
export const alwaysRevalidate = () => true;

/**
 * The auth state for this navigation. "Meine Einsätze" (opened on a phone at
 * the fair) has no room for valibot in its first load (bench/budgets.ts): its
 * navigation takes the signed-in answer without the schema
 * (src/features/auth/api/get-auth.ts says why that is safe); every other
 * navigation checks it with the schema.
 */
const authFor = (request: Request) =>
  loadAuthState(!new URL(request.url).pathname.endsWith(`/${ROUTE_PATTERNS.einsaetze}`));

/** The `/:locale` route: fixes unsupported locales, loads the catalog, asks who is signed in. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale, redirect: target } = localizePath(url.pathname);
  if (target !== null) throw redirect(`${target}${url.search}`);
  const [auth] = await Promise.all([authFor(request), activateLocale(locale)]);
  return { locale, auth };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

function guard(access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { locale } = localizePath(url.pathname);
    const { state } = await authFor(request);
    const target = accessRedirect(access, state, locale, `${url.pathname}${url.search}`);
    if (target === null) return null;
    if (target.notice) flash.set(target.notice);
    throw redirect(target.to);
  };
}

export const guestOnlyLoader = guard('guest');
export const requireUserLoader = guard('user');

/** Loader of an area's routes: only accounts whose `user.areas` lists it get in. */
export function requireAreaLoader(area: Area) {
  return guard(area);
}
