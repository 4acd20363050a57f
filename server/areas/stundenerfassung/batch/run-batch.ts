import type { FastifyBaseLogger } from 'fastify';
import { apiError } from '@domain/shared/api-error';
import {
  NOT_ATTEMPTED_CODE,
  type OutboxBatchEntry,
  type OutboxBatchResult,
} from '@domain/shared/outbox-batch';
import type { Database } from '@server/platform/db/client';
import { message } from '@server/platform/http/messages';
import {
  codedError,
  httpErrorOutcome,
  type KeyedAnswer,
  REPLAYED_HEADER,
} from '@server/platform/idempotency/keyed-route';
import type { AheadClaim } from '@server/platform/idempotency/key-store';
import {
  MAX_PAYLOAD_DEPTH,
  nestsDeeperThan,
  payloadHash,
} from '@server/platform/idempotency/request-hash';
import { signatureUploadFromJson } from '../signature-upload';
import {
  type AccessReads,
  callSaveTime,
  callSignCustomer,
  callSignStaff,
  keyRoute,
  rememberedAccessReads,
  type WriteCallInput,
} from '../write-calls';
import { type BatchWriteScope, createBatchWriteScope, type WriteActor } from '../writes';
import { resolveWritePath } from './write-path';

/** Who sends the batch; each entry's actor adds the route of its single call. */
export type BatchSender = Omit<WriteActor, 'route' | 'batch'>;

const CALLS = {
  saveTime: (db: Database, input: WriteCallInput, body: unknown) => callSaveTime(db, input, body),
  signStaff: (db: Database, input: WriteCallInput, body: unknown) =>
    callSignStaff(db, input, async () => signatureUploadFromJson(body)),
  signCustomer: (db: Database, input: WriteCallInput, body: unknown) =>
    callSignCustomer(db, input, async () => signatureUploadFromJson(body)),
};

/** One entry through its single call: the call's answer, or its refusal as the error handler would send it. */
async function answerEntry(
  db: Database,
  sender: BatchSender,
  entry: OutboxBatchEntry,
  context: { log: FastifyBaseLogger; access: AccessReads; batch: BatchWriteScope },
): Promise<KeyedAnswer> {
  const { locale } = sender;
  const { log, access, batch } = context;
  const target = resolveWritePath(entry.path);
  if (!target) return { status: 404, body: apiError(message('not_found', locale)), headers: {} };
  const input = {
    actor: { ...sender, route: target.route, batch },
    key: () => entry.key,
    params: target.params,
    access,
  };
  try {
    return await CALLS[target.write](db, input, entry.body ?? null);
  } catch (error) {
    const refusal = httpErrorOutcome(locale)(error);
    if (refusal) return { ...refusal, headers: {} };
    // Without savepoints the transaction may be unusable: runBatch runs the batch again with them.
    if (!batch.keys.savepoints) throw new WithoutSavepointsFailed(error);
    // A fault of this entry's write (its key's claim is already released): 500 for it alone.
    log.error({ err: error, path: entry.path }, 'batch entry failed');
    return { status: 500, body: apiError(message('server_error', locale)), headers: {} };
  }
}

/** request_in_progress or a server error: the entry must be sent again, and those after it wait. */
function mustRetry(answer: KeyedAnswer): boolean {
  if (answer.status >= 500) return true;
  const code = (answer.body as { code?: unknown } | null)?.code;
  return answer.status === 409 && code === 'request_in_progress';
}

function toResult(key: string, answer: KeyedAnswer): OutboxBatchResult {
  const retryAfter = Number(answer.headers['Retry-After']);
  return {
    key,
    status: answer.status,
    body: answer.body,
    ...(answer.headers[REPLAYED_HEADER] === 'true' ? { replayed: true } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  };
}

/** An entry failed while the batch ran without savepoints (runBatch). */
class WithoutSavepointsFailed extends Error {
  constructor(cause: unknown) {
    super('batch entry failed without savepoints', { cause });
  }
}

/**
 * The time entries' keys, claimed ahead in one statement (KeyBatch): scope and
 * request hash exactly as the entry's single call builds them
 * (write-calls.ts). An entry refused before its key or not attempted leaves
 * its claim untaken, and the batch's end deletes it.
 */
function timeClaims(userId: number, entries: OutboxBatchEntry[]): AheadClaim[] {
  return entries.flatMap(({ key, path, body }) => {
    const target = resolveWritePath(path);
    const payload = body ?? null;
    if (target?.write !== 'saveTime' || nestsDeeperThan(payload, MAX_PAYLOAD_DEPTH)) return [];
    const scope = { userId, route: keyRoute(target.route, target.params), key };
    return [{ scope, requestHash: payloadHash(payload) }];
  });
}

/**
 * Runs the entries in order, each as its single call, in one transaction
 * (ADR 0018): an entry's key, write and answer commit together. A refused
 * entry (4xx) does not stop the others. An entry that must be retried does:
 * the entries after it are answered 503 not_attempted, since running them
 * before it would break the order of entry. Should the transaction itself
 * fail (e.g. a deadlock PostgreSQL broke), nothing of the batch is kept and
 * the request fails as a whole; the device sends it again.
 *
 * First without a savepoint per time entry, with the time entries' keys
 * claimed in one statement and their rows written in one (flushed before a
 * signature entry and at the end): a time entry's refusals (422, 404, 409
 * sheet_signed) happen before it changes anything, so it needs no savepoint
 * to leave the others untouched. Only a fault (a failed statement, which
 * PostgreSQL lets no later statement of the transaction survive without a
 * savepoint) cannot be isolated that way: should anything fail, the whole
 * transaction is rolled back and the batch runs again with a savepoint per
 * entry and a statement per row, where a faulty entry alone answers 500 and
 * the batch stops there, as it always did.
 */
export async function runBatch(
  db: Database,
  sender: BatchSender,
  entries: OutboxBatchEntry[],
  log: FastifyBaseLogger,
): Promise<OutboxBatchResult[]> {
  try {
    return await runInTransaction(db, sender, entries, log, false);
  } catch (error) {
    // Nothing of the first run is kept; the second one answers as the batch always did.
    const cause = error instanceof WithoutSavepointsFailed ? error.cause : error;
    log.warn({ err: cause }, 'batch failed without savepoints; it runs again with them');
    return runInTransaction(db, sender, entries, log, true);
  }
}

function runInTransaction(
  db: Database,
  sender: BatchSender,
  entries: OutboxBatchEntry[],
  log: FastifyBaseLogger,
  savepoints: boolean,
): Promise<OutboxBatchResult[]> {
  return db.transaction(async (tx) => {
    const batch = createBatchWriteScope(savepoints);
    if (!savepoints) await batch.keys.claimAhead(tx, timeClaims(sender.userId, entries));
    const results = await runEntries(tx, sender, entries, {
      log,
      access: rememberedAccessReads(tx),
      batch,
    });
    await batch.finish(tx);
    return results;
  });
}

async function runEntries(
  db: Database,
  sender: BatchSender,
  entries: OutboxBatchEntry[],
  context: Parameters<typeof answerEntry>[3],
): Promise<OutboxBatchResult[]> {
  const results: OutboxBatchResult[] = [];
  let stopped = false;
  for (const entry of entries) {
    if (stopped) {
      const body = codedError(message('service_unavailable', sender.locale), NOT_ATTEMPTED_CODE);
      results.push({ key: entry.key, status: 503, body });
      continue;
    }
    // A signature reads the rows: the time rows staged before it are written first.
    if (resolveWritePath(entry.path)?.write !== 'saveTime') await context.batch.timeRows?.flush(db);
    const answer = await answerEntry(db, sender, entry, context);
    results.push(toResult(entry.key, answer));
    stopped = mustRetry(answer);
  }
  return results;
}
