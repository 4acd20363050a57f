import type { AuthUser } from '@domain/shared/account';

/**
 * The user as the answer schemas take it: the schema reads `areas` as a list
 * of names (it drops names it does not know), the server holds them as a
 * readonly list of areas.
 */
export function wireUser(user: AuthUser) {
  return { ...user, areas: [...user.areas] };
}
