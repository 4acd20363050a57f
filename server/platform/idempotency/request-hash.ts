import { createHash } from 'node:crypto';

/**
 * How deep a keyed payload may nest. canonicalJson recurses once per level, so
 * a body nested 100,000 deep would overflow the stack; the portal's own
 * payloads nest two or three levels.
 */
export const MAX_PAYLOAD_DEPTH = 32;

/**
 * True when arrays and objects in `value` nest deeper than `limit` levels.
 * Iterative (an explicit stack), so it is safe on any depth.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [item, depth] = top;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** JSON with object keys sorted at every level: equal payloads give equal text (see MAX_PAYLOAD_DEPTH). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The request hash of an Idempotency-Key: SHA-256 of the canonical payload. */
export function payloadHash(payload: unknown): string {
  return sha256Hex(canonicalJson(payload));
}
