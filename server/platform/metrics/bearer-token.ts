import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when the Authorization header carries `Bearer <expected>`. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or
 * the first differing character of what was sent.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const sent = match?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(expected)) && sent !== '';
}
