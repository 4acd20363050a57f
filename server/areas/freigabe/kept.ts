/*
 * The approval page, kept per request, pair revision and answer: every write
 * to the pair's times or signatures bumps the revision in its transaction
 * (ADR 0011), and an answer changes the request, so a kept page is the one
 * the rows give now. Reading, hashing and writing out 3,000 rows on every
 * reload cost more than the page's budget (bench/approval-page.ts). A name the
 * office changes does not bump the revision: a page is kept at most a minute.
 * The answers never use it: they hash the rows again under the pair's lock.
 */

const KEPT_MAX = 32;
const KEPT_MS = 60_000;

type Kept = Map<string, { at: number; value: Promise<string> }>;
/** Per database handle: request ids and revisions are only unique within one database. */
const keptByDb = new WeakMap<object, Kept>();

export function keptPage(db: object, key: string, make: () => Promise<string>): Promise<string> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const cache = kept;
  const now = Date.now();
  const found = cache.get(key);
  if (found && now - found.at < KEPT_MS) return found.value;
  const value = make();
  cache.delete(key);
  cache.set(key, { at: now, value });
  // A failed read is not kept.
  value.catch(() => cache.delete(key));
  while (cache.size > KEPT_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return value;
}
