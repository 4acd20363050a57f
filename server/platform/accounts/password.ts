import argon2 from 'argon2';
import { randomToken } from '@server/platform/crypto/tokens';
import { isUsablePasswordHash } from '@server/platform/common/unusable-password';
import { hashPassword } from '@server/platform/common/password-hashing';

// Hashing lives in server/platform/common (the office creates accounts too); verifying stays here.
export { hashPassword };

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown e-mail) it still runs a
 * full argon2id verification against a throwaway hash, so the answer takes as
 * long as for a known address and timing does not reveal which e-mails exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  // An account the office created has a random non-argon2 placeholder until a
  // password is set: it is checked like an unknown address (same time, false).
  if (storedHash === null || !isUsablePasswordHash(storedHash)) {
    dummyHash ??= hashPassword(randomToken());
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Computes the dummy hash ahead of the first unknown-e-mail login (keeps its timing equal too). */
export async function warmUpPasswordHashing(): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await dummyHash;
}
