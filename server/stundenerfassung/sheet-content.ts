import { canonicalJson, sha256Hex } from '../idempotency/request-hash';
import type { PairParams } from './params';
import { listTimes, type Queryable } from './repository';

/**
 * SHA-256 of the content a signature vouches for: the times of the sheet
 * (one person's, or the whole pair's), sorted by person and day, as canonical
 * JSON. Stored with the signature, so a later change of the times is provable.
 */
export async function sheetContentHash(
  db: Queryable,
  pair: PairParams,
  staffId?: number,
): Promise<string> {
  const rows = await listTimes(db, pair, staffId === undefined ? {} : { staffIds: [staffId] });
  const content = {
    messe: pair.messeId,
    customer: pair.customerId,
    staff: staffId ?? null,
    times: rows.map((row) => ({
      staff: row.bewerberId,
      day: row.day,
      time_start: row.time_start,
      time_end: row.time_end,
      time_break: row.time_break,
    })),
  };
  return sha256Hex(canonicalJson(content));
}
