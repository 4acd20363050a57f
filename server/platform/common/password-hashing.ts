import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet, argon2id minimum: m=19 MiB, t=2, p=1.
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The one way the portal hashes a password (argon2id). Shared because the auth
 * area verifies and the office creates accounts, and areas do not import each other.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}
