import { createHash } from 'node:crypto';

/*
 * The last rendered feed per person, kept while what it was rendered from is
 * unchanged: calendar apps ask for the same feed again and again, and writing
 * 200 events is the dearest part of an answer (the reads that decide whether
 * it changed run every time). Per instance, bounded by bytes; the oldest
 * entry goes first. DTSTAMP then says when this version was first written.
 */

const MAX_BYTES = 16 * 1024 * 1024;

type Entry = { key: string; body: string };
const entries = new Map<number, Entry>();
let bytes = 0;

/** A digest of everything the feed is made from. */
export function feedKey(source: unknown): string {
  return createHash('sha256').update(JSON.stringify(source)).digest('base64url');
}

/** The person's feed for this key: the cached text, or rendered now and kept. */
export function cachedFeed(userId: number, key: string, render: () => string): string {
  const hit = entries.get(userId);
  if (hit) {
    entries.delete(userId);
    bytes -= hit.body.length;
    if (hit.key === key) {
      entries.set(userId, hit);
      bytes += hit.body.length;
      return hit.body;
    }
  }
  const body = render();
  entries.set(userId, { key, body });
  bytes += body.length;
  for (const [oldest, entry] of entries) {
    if (bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= entry.body.length;
  }
  return body;
}
