import * as v from 'valibot';

/*
 * The batch call's wire format (docs/product/api.md, ADR 0018): the browser's
 * outbox sends queued writes in entry order, each as the single call it stands
 * for (its path relative to /app/api, its JSON body and its own
 * Idempotency-Key); the server answers one result per entry, in order.
 */

/** At most this many entries in one batch (the server refuses more with 422). */
export const OUTBOX_BATCH_MAX_ENTRIES = 100;

/**
 * The batch's body limit (413 beyond it). A signature may be 256 KiB; the
 * sender closes a batch before its estimated size passes OUTBOX_BATCH_SEND_BYTES,
 * which leaves room for JSON escaping.
 */
export const OUTBOX_BATCH_MAX_BYTES = 4 * 1024 * 1024;
export const OUTBOX_BATCH_SEND_BYTES = 2 * 1024 * 1024;

/** One queued write: the single call's key, path (relative to /app/api) and JSON body. */
export type OutboxBatchEntry = { key: string; path: string; body: unknown };

/**
 * The single call's answer for one entry. `replayed`: the key's stored answer
 * was replayed (the single call's Idempotency-Replayed header).
 */
export type OutboxBatchResult = {
  key: string;
  status: number;
  body: unknown;
  replayed?: boolean;
  /** Seconds, where the single call would send Retry-After. */
  retryAfter?: number;
};

export type OutboxBatchAnswer = { results: OutboxBatchResult[] };

/**
 * A result whose entry was not run: an entry before it must be retried
 * (request_in_progress or a server error), and running the later ones first
 * would break the order of entry. Answered as 503 with this code.
 */
export const NOT_ATTEMPTED_CODE = 'not_attempted';

/** What the sender checks the answer against before it removes any entry. */
export const outboxBatchAnswerSchema: v.GenericSchema<unknown, OutboxBatchAnswer> = v.object({
  results: v.array(
    v.looseObject({
      key: v.string(),
      status: v.pipe(v.number(), v.integer()),
      body: v.unknown(),
      replayed: v.optional(v.boolean()),
      retryAfter: v.optional(v.number()),
    }),
  ),
});
