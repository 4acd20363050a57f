import { hasWorkTime, type StoredTimeEntry } from './time';

/*
 * The canonical content of a timesheet signature (docs/product/signatures.md,
 * "The content hash"): the one form the server hashes when a signature is
 * given and the office's check recomputes later. The hash itself (SHA-256 of
 * the canonical JSON) is the server's (server/areas/stundenerfassung/sheet-content.ts).
 */

/** What a signature vouches for, in the form docs/product/signatures.md documents. */
export type SignedContent = {
  kind: 'staff' | 'customer';
  messe: number;
  customer: number;
  staff: number | null;
  days: string[];
  times: {
    staff: number;
    day: string;
    time_start: number;
    time_end: number;
    time_break: number;
  }[];
};

/** A time row as the content reads it. */
export type SignedContentRow = StoredTimeEntry & { bewerberId: number; day: string };

/**
 * The content of a signature: its sheet, the days it covers (sorted) and the
 * rows with work time of those days (the person's, or every person's of the
 * pair), sorted by person and day.
 */
export function signedContent(
  kind: SignedContent['kind'],
  pair: { messeId: number; customerId: number },
  staffId: number | null,
  days: readonly string[],
  rows: readonly SignedContentRow[],
): SignedContent {
  const covered = new Set(days);
  const signedRows = rows
    .filter(hasWorkTime)
    .filter((row) => covered.has(row.day))
    .filter((row) => staffId === null || row.bewerberId === staffId)
    .sort((a, b) => a.bewerberId - b.bewerberId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return {
    kind,
    messe: pair.messeId,
    customer: pair.customerId,
    staff: staffId,
    days: [...covered].sort(),
    times: signedRows.map((row) => ({
      staff: row.bewerberId,
      day: row.day,
      time_start: row.time_start,
      time_end: row.time_end,
      time_break: row.time_break,
    })),
  };
}
