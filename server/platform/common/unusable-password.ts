import { randomToken } from '@server/platform/crypto/tokens';

/*
 * An account the office creates from an application has no password until its
 * owner sets one through the invitation link. Its users.password_hash holds a
 * random placeholder that is no argon2 hash: nothing can match it, and the
 * login treats it like an unknown address (server/platform/accounts/password.ts).
 */
const PREFIX = 'unset:';

/** A fresh placeholder (random, so two such accounts never share a value). */
export function unusablePasswordHash(): string {
  return `${PREFIX}${randomToken(32)}`;
}

/** True for a stored value a password can be checked against. */
export function isUsablePasswordHash(stored: string): boolean {
  return stored.startsWith('$argon2');
}
