import { hasWorkTime } from '../../domain/time';
import { canonicalJson, sha256Hex } from '../idempotency/request-hash';
import type { PairParams } from './params';
import type { TimeRecord } from './repository';

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

/**
 * The content of a signature: its sheet, the days it covers (sorted) and the
 * rows with work time of those days (the person's, or every person's of the
 * pair), sorted by person and day.
 */
export function signedContent(
  kind: SignedContent['kind'],
  pair: PairParams,
  staffId: number | null,
  days: readonly string[],
  rows: readonly TimeRecord[],
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

/**
 * SHA-256 (hex) of the canonical JSON of a signature's content (object keys
 * sorted at every level, no spaces). Stored with the signature, so a later
 * change of the signed rows is provable.
 */
export function signedContentHash(content: SignedContent): string {
  return sha256Hex(canonicalJson(content));
}
