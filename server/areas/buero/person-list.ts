import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ApplicantSort, defaultOrder } from '@domain/buero/applicants-contract';
import { type CursorKey, encodeCursor } from './cursor';
import { firstnameKey, lastnameKey } from './person-filters';

/*
 * The one person list of the office (ADR 0022): the applicant list and the
 * staff list sort by date or name, page by keyset (never by offset) with the
 * same opaque cursor, and differ only in their rows' table, date and ids.
 */

/** What a list sorts and pages by: the date sort's instant and id, the name sort's id. */
export type ListKeys = {
  createdAt: AnyPgColumn;
  dateId: AnyPgColumn;
  nameId: AnyPgColumn;
  /**
   * Also bound the name sort by the names alone: when the name index does not
   * end in `nameId`, the row comparison alone is no index bound and a deep page
   * would scan from 'A' (the applicant list, bench/office-lists.ts).
   */
  nameBound?: boolean;
};

/** The sort keys a row carries for the next page's cursor (dropped from the answer). */
export function cursorColumns(keys: ListKeys) {
  return {
    // timestamptz as text keeps the microseconds a JavaScript Date would drop.
    createdAtKey: sql<string>`${keys.createdAt}::text`,
    lastnameKey,
    firstnameKey,
  };
}

type Sorted = { sort: ApplicantSort; order?: 'asc' | 'desc' | undefined };

/** The list's direction: the one asked for, or the sort's default. */
export const listDirection = (params: Sorted) => params.order ?? defaultOrder(params.sort);

/** ORDER BY of a sort: its keys, then the id that tells equal keys apart. */
export function listOrder(keys: ListKeys, params: Sorted): SQL[] {
  const by = listDirection(params) === 'asc' ? asc : desc;
  return params.sort === 'date'
    ? [by(keys.createdAt), by(keys.dateId)]
    : [by(lastnameKey), by(firstnameKey), by(keys.nameId)];
}

/** Rows after the cursor in the list's order (row comparison: equal keys fall to the id). */
export function afterCursor(keys: ListKeys, key: CursorKey, direction: 'asc' | 'desc'): SQL {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  if (key.sort === 'date') {
    return sql`(${keys.createdAt}, ${keys.dateId}) ${op} (${key.createdAt}::timestamptz, ${key.id})`;
  }
  const after = sql`(${lastnameKey}, ${firstnameKey}, ${keys.nameId}) ${op} (${key.lastname}, ${key.firstname}, ${key.id})`;
  if (!keys.nameBound) return after;
  const bound = sql.raw(direction === 'asc' ? '>=' : '<=');
  return sql`(${lastnameKey}, ${firstnameKey}) ${bound} (${key.lastname}, ${key.firstname}) and ${after}`;
}

type KeyedRow = { createdAtKey: string; lastnameKey: string; firstnameKey: string };

/**
 * One page of the `limit + 1` rows read: the first `limit`, their cursor keys
 * dropped, and the cursor after the last when there are more.
 */
export function pageOf<R extends KeyedRow>(
  rows: readonly R[],
  params: Sorted & { limit: number },
  ids: (row: R) => { date: number; name: number },
): { page: Omit<R, keyof KeyedRow>[]; next_cursor: string | null } {
  const kept = rows.slice(0, params.limit);
  const last = kept.at(-1);
  const next_cursor =
    rows.length > params.limit && last
      ? encodeCursor(
          params.sort === 'date'
            ? { sort: 'date', createdAt: last.createdAtKey, id: ids(last).date }
            : {
                sort: 'name',
                lastname: last.lastnameKey,
                firstname: last.firstnameKey,
                id: ids(last).name,
              },
        )
      : null;
  const page = kept.map(({ createdAtKey: _c, lastnameKey: _l, firstnameKey: _f, ...row }) => row);
  return { page, next_cursor };
}
