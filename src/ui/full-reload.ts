/**
 * A full page load to a path: after a sign-in every cache must start fresh for
 * the new user (docs/product/screens.md, Login). One function, so tests can replace it.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
