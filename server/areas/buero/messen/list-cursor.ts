import * as v from 'valibot';
import { isIsoDay } from '@domain/shared/times/fair-days';

/*
 * Keyset cursors of the office's fair and customer lists: the sort key and the
 * id of a page's last row, as base64url JSON (opaque to the browser; the
 * applicant list's cursor.ts does the same for its sorts).
 */

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

const fairCursor = v.tuple([
  v.picklist(['ahead', 'past']),
  v.pipe(
    v.string(),
    v.check((day: string) => isIsoDay(day)),
  ),
  id,
]);
const customerCursor = v.tuple([v.pipe(v.string(), v.maxLength(200)), id]);

/** The fair list's key: which part (not over yet, or past; fair-reads.ts), start day, id. */
export type FairKey = { part: 'ahead' | 'past'; dateStart: string; id: number };
export type CustomerKey = { name: string; id: number };

function encode(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export const encodeFairCursor = (key: FairKey) => encode([key.part, key.dateStart, key.id]);
export const encodeCustomerCursor = (key: CustomerKey) => encode([key.name, key.id]);

/** The key, or null for a cursor this list did not make (the route answers 422). */
export function decodeFairCursor(cursor: string): FairKey | null {
  const result = v.safeParse(fairCursor, decode(cursor));
  return result.success
    ? { part: result.output[0], dateStart: result.output[1], id: result.output[2] }
    : null;
}

export function decodeCustomerCursor(cursor: string): CustomerKey | null {
  const result = v.safeParse(customerCursor, decode(cursor));
  return result.success ? { name: result.output[0], id: result.output[1] } : null;
}
