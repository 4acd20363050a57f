import * as v from 'valibot';
import { parseSerialId } from './ids';

/*
 * Kept apart from ./ids.ts, which the first loads' shared rules chunk holds:
 * these are valibot schemas, for the operation tables only.
 */

/**
 * A path's serial id for an operation table: the string the URL carries (or
 * the number a caller passes), a number after; anything else is 'invalid'.
 */
export const serialIdParam = v.pipe(
  v.union([v.string(), v.number()], 'invalid'),
  v.transform(String),
  v.check((value) => parseSerialId(value) !== undefined, 'invalid'),
  v.transform(Number),
);

/** The path parameters `{ id }` of most office and staff addresses. */
export const idParams = v.object({ id: serialIdParam });
