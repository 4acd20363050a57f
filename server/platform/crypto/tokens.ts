import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret: 32 bytes = 256 bits, far above the 128-bit floor. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256; how secrets (session ids, mailed tokens) are stored and looked up. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
