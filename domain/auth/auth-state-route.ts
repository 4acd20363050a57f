/**
 * Where the browser asks who is signed in: the guard asks before every
 * navigation, the first load of each page included. Its own module without
 * valibot, so that first request needs no schema code (ADR 0035; the auth
 * table in ./operations.ts states the operation with this method and path).
 */
export const AUTH_STATE_ROUTE = { method: 'get', path: '/auth' } as const;
