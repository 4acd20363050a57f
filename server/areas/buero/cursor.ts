import * as v from 'valibot';
import type { ApplicantSort } from '@domain/buero/applicants-contract';

/*
 * The applicant list's keyset cursor (ADR 0022): the sort keys and the id of
 * the last row of a page, so the next page starts right after it whatever was
 * added meanwhile, and equal keys (two Anna Schmidts, one second) are told
 * apart by the id. Opaque to the browser: base64url of a small JSON array.
 */

/** Date sort: the creation instant as PostgreSQL prints it (microseconds kept) and the id. */
export type DateKey = { sort: 'date'; createdAt: string; id: number };
/** Name sort: lower-cased last and first name and the id. */
export type NameKey = { sort: 'name'; lastname: string; firstname: string; id: number };
export type CursorKey = DateKey | NameKey;

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const text = v.pipe(v.string(), v.maxLength(200));
// An instant as PostgreSQL's timestamptz::text prints it; nothing else reaches the cast.
const instant = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2}){0,2}$/),
);

const cursorSchema = v.union([
  v.tuple([v.literal('date'), instant, id]),
  v.tuple([v.literal('name'), text, text, id]),
]);

export function encodeCursor(key: CursorKey): string {
  const parts =
    key.sort === 'date'
      ? ['date', key.createdAt, key.id]
      : ['name', key.lastname, key.firstname, key.id];
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The key of a cursor made for this sort, or null for anything else (the route answers 422). */
export function decodeCursor(cursor: string, sort: ApplicantSort): CursorKey | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = v.safeParse(cursorSchema, parsed);
  if (!result.success || result.output[0] !== sort) return null;
  const out = result.output;
  return out[0] === 'date'
    ? { sort: 'date', createdAt: out[1], id: out[2] }
    : { sort: 'name', lastname: out[1], firstname: out[2], id: out[3] };
}
