import * as v from 'valibot';
import { parseSerialId } from './ids';

/**
 * A row id in an operation's path: the browser passes a number, the server
 * reads the segment's text; anything but a positive serial (no sign, no
 * leading zero) is a malformed address (400, the field named).
 */
export const serialIdParam = v.pipe(
  v.union([v.string(), v.number()], 'invalid'),
  v.transform(String),
  v.check((value: string) => parseSerialId(value) !== undefined, 'invalid'),
  v.transform(Number),
);

/** The path parameters `{ id }` of most office and staff addresses. */
export const idParams = v.object({ id: serialIdParam });
