/**
 * Serialized sheet bodies (UTF-8 JSON, ready for the socket) by key, each valid
 * for one revision of its pair (messe_customers.rev, ADR 0011). The database
 * decides what is current: a caller passes the revision it just read, and an
 * entry of another revision is never served. Bounded by the bytes it holds,
 * least recently used out.
 */
export type SheetCache = {
  /** The body cached for exactly this revision, or undefined. */
  get(key: string, rev: number): Buffer | undefined;
  /**
   * The body for `rev` (or newer) from the cache, else from `build`; concurrent
   * misses of one key and revision share a single build.
   */
  load(
    key: string,
    rev: number,
    build: () => Promise<{ rev: number; body: Buffer }>,
  ): Promise<{ rev: number; body: Buffer }>;
};

type Entry = { rev: number; body: Buffer };

/** 32 MB: over a hundred 300-staff sheets of ~250 KB. */
export const DEFAULT_SHEET_CACHE_BYTES = 32 * 1024 * 1024;

export function createSheetCache(maxBytes = DEFAULT_SHEET_CACHE_BYTES): SheetCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest first.
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    const current = entries.get(key);
    // Two builds may finish out of order: a newer revision is never replaced by an older one.
    if (current && current.rev > entry.rev) return;
    remove(key);
    if (entry.body.length > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const get = (key: string, rev: number) => {
    const entry = entries.get(key);
    if (!entry || entry.rev !== rev) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  };

  return {
    get,
    async load(key, rev, build) {
      const body = get(key, rev);
      if (body !== undefined) return { rev, body };
      const flightKey = `${key}@${rev}`;
      let flight = building.get(flightKey);
      if (!flight) {
        flight = build().then((entry) => {
          store(key, entry);
          return entry;
        });
        building.set(flightKey, flight);
        const done = () => building.delete(flightKey);
        flight.then(done, done);
      }
      return flight;
    },
  };
}
