/**
 * Where the browser asks for the own bookings. Its own module without valibot:
 * "Meine Einsätze" sends this request on its first load, whose budget has no
 * room for the schema code (bench/budgets.ts; ./operations.ts states the
 * operation with this method and path, as domain/auth/auth-state-route.ts does).
 */
export const BOOKINGS_LIST_ROUTE = { method: 'get', path: '/einsaetze' } as const;
