import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@server/platform/db/client';
import { HttpError } from '@server/platform/http/http-error';
import type { PairParams } from './params';
import { findPair } from './repository';
import type { SheetCache } from './sheet-cache';
import { customerSheet } from './sheets';

/*
 * The customer sheet (or its date view) through the revision cache of ADR 0011.
 * The caller has authorized the request already (loadSheetAccess, and the day
 * against the fair): only then does a cached body or a 304 go out. The body
 * holds nothing of the requesting supervisor, so every supervisor of the pair
 * shares one entry.
 */

function sheetKey(pair: PairParams, day: string | undefined): string {
  return day === undefined
    ? `${pair.messeId}-${pair.customerId}`
    : `${pair.messeId}-${pair.customerId}-${day}`;
}

/** Strong: a revision names exactly one body of a sheet, on every instance. */
function sheetEtag(key: string, rev: number): string {
  return `"sheet-${key}-r${rev}"`;
}

/** If-None-Match as RFC 9110 compares it for GET: weakly, any of a list, or `*`. */
function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Builds the sheet from one snapshot, so its body and its revision agree (a
 * write committing between reading `rev` and the times would otherwise file a
 * newer body under the older revision).
 */
async function buildSheet(
  db: Database,
  ids: PairParams,
  day: string | undefined,
  check: (sheet: unknown) => void,
) {
  return db.transaction(
    async (tx) => {
      const pair = await findPair(tx, ids);
      // Deleted since the caller's authorization: as unknown as any other missing pair.
      if (!pair) throw new HttpError(404, 'not_found');
      const sheet = await customerSheet(tx, pair, day);
      check(sheet);
      const json = JSON.stringify(sheet);
      // Encoded once: every hit then writes the same bytes without re-encoding 250 KB.
      return { rev: pair.rev, body: Buffer.from(json) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The request answered, and the check of a freshly built sheet (its operation's answer schema). */
export type SheetSending = {
  request: FastifyRequest;
  reply: FastifyReply;
  check: (sheet: unknown) => void;
};

/**
 * Answers with the sheet of an authorized pair whose revision the caller just
 * read: 304, the cached body of that revision, or a fresh one.
 */
export async function sendCustomerSheet(
  db: Database,
  cache: SheetCache,
  { request, reply, check }: SheetSending,
  ids: PairParams,
  rev: number,
  day?: string,
): Promise<FastifyReply> {
  const key = sheetKey(ids, day);
  const current = sheetEtag(key, rev);
  if (matchesIfNoneMatch(request, current)) {
    return reply.code(304).header('ETag', current).send();
  }
  const sheet = await cache.load(key, rev, () => buildSheet(db, ids, day, check));
  return reply
    .header('ETag', sheetEtag(key, sheet.rev))
    .type('application/json; charset=utf-8')
    .send(sheet.body);
}
