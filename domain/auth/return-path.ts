/*
 * Where the login returns to: the page a link (a booking mail, a bookmark)
 * led to before the guard asked for the login. Only a path of this portal
 * under /de or /en is taken, so `?next=` cannot send anyone elsewhere (no
 * `//host`, no scheme, no backslash, no control characters).
 */

const RETURN_PATH = /^\/(?:de|en)(?:[/?#][^\\\s\p{Cc}]*)?$/u;
const RETURN_PATH_MAX = 500;

/** The path to return to after the login, or null for the home screen. */
export function returnPath(value: string | null): string | null {
  if (value === null || value.length > RETURN_PATH_MAX) return null;
  return RETURN_PATH.test(value) ? value : null;
}
