/**
 * Every JSON API route lives below this prefix, and only inside the API scope
 * (server/platform/api/scope.ts); the static files and pages never claim it.
 */
export const API_PREFIX = '/app/api';
