import * as v from 'valibot';
import { createApiClient } from '@src/api/client';
import { type OutboxBatchEntry, outboxBatchAnswerSchema } from '@domain/shared/outbox-batch';
import type { OutboxRow } from './db';
import { classifyAnswer, classifyFailure, type SendOutcome } from './outbox-outcome';

/*
 * How entries reach the server: one request per entry (`send`), or many in
 * one batch request (`sendBatch`, ADR 0018) when the feature names a batch
 * path. A batch carries each entry as the single call it stands for (path,
 * JSON body, Idempotency-Key) and gets the single call's answer back per entry.
 */

/** What became of a batch request, per entry or as a whole. */
export type BatchOutcome =
  /** The server answered: each sent entry's outcome by its id (a missing id was not answered). */
  | { kind: 'answered'; outcomes: Map<string, SendOutcome> }
  /** The batch request itself failed (network, 5xx, 401): it counts for its first entry. */
  | { kind: 'failed'; outcome: SendOutcome }
  /** No batch call here (an older server's 404) or the batch was refused as a whole: send singly. */
  | { kind: 'unsupported' };

/** The feature's batch call: its path (relative to the prefix) and its limits. */
export type BatchTarget = {
  path: string;
  maxEntries: number;
  /** A batch is closed before its estimated JSON size (batchEntrySize) passes this. */
  maxBytes: number;
  /**
   * How many batch requests may be on the way at once (default 1); only
   * entries of value kinds travel beside others (outbox-drainer.ts).
   */
  inFlight?: number;
};

/** Sends outbox entries and says what became of them. */
export type OutboxTransport = {
  send(entry: OutboxRow): Promise<SendOutcome>;
  /** Present when the feature names a batch call. */
  batch?: Omit<BatchTarget, 'path'> & { send(entries: OutboxRow[]): Promise<BatchOutcome> };
};

export type TransportOptions = {
  prefixUrl?: string;
  /** Tests pass a fake; defaults to the browser's fetch, looked up at call time. */
  fetch?: typeof fetch;
  batch?: BatchTarget;
};

/** A batch of many entries (signatures included) may take longer than one call. */
const BATCH_TIMEOUT_MS = 30_000;

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    // The server reads the signature as an uploaded SVG file, not a text field.
    if (name === 'signature') {
      form.append(name, new Blob([value], { type: 'image/svg+xml' }), 'signature.svg');
    } else {
      form.append(name, value);
    }
  }
  return form;
}

/** The entry's Idempotency-Key: its id, or the new key of a resend (OutboxRow.sendKey). */
export function idempotencyKey(entry: OutboxRow): string {
  return entry.sendKey ?? entry.id;
}

/** An entry as a batch entry: multipart fields travel as the JSON object the call also accepts. */
export function batchEntry(entry: OutboxRow): OutboxBatchEntry {
  return { key: idempotencyKey(entry), path: entry.path, body: entry.form ?? entry.json ?? {} };
}

/** About the bytes an entry adds to a batch (ASCII JSON: characters are bytes). */
export function batchEntrySize(entry: OutboxRow): number {
  return JSON.stringify(batchEntry(entry)).length + 1;
}

/** The app's API client (CSRF header, locale, no silent retries) with the entry's key. */
export function createOutboxTransport(options: TransportOptions = {}): OutboxTransport {
  const client = createApiClient({
    prefixUrl: options.prefixUrl ?? '/app/api',
    // Looked up per call, so a test or polyfill that replaces fetch later is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  async function send(entry: OutboxRow): Promise<SendOutcome> {
    const headers = { 'Idempotency-Key': idempotencyKey(entry) };
    try {
      const body = await client.post<unknown>(
        entry.path,
        entry.form ? { headers, body: formData(entry.form) } : { headers, json: entry.json ?? {} },
      );
      return { kind: 'done', body };
    } catch (error) {
      return classifyFailure(error);
    }
  }

  async function sendBatch(path: string, entries: OutboxRow[]): Promise<BatchOutcome> {
    let answer: unknown;
    try {
      answer = await client.post<unknown>(path, {
        json: { entries: entries.map(batchEntry) },
        timeout: BATCH_TIMEOUT_MS,
      });
    } catch (error) {
      const outcome = classifyFailure(error);
      // 404 from a server without the call, or any final refusal of the whole batch
      // (e.g. 413): the single calls give each entry its own answer.
      if (outcome.kind === 'rejected') return { kind: 'unsupported' };
      return { kind: 'failed', outcome };
    }
    const parsed = v.safeParse(outboxBatchAnswerSchema, answer);
    if (!parsed.success) {
      // An answer we cannot read removes nothing: the entries are sent again and replay.
      return { kind: 'failed', outcome: { kind: 'retry', network: false, retryAfterMs: null } };
    }
    const outcomes = new Map<string, SendOutcome>();
    const byKey = new Map(entries.map((entry) => [idempotencyKey(entry).toLowerCase(), entry.id]));
    for (const result of parsed.output.results) {
      const id = byKey.get(result.key.toLowerCase());
      if (id === undefined || outcomes.has(id)) continue;
      outcomes.set(id, classifyAnswer(result.status, result.body, result.retryAfter ?? null));
    }
    return { kind: 'answered', outcomes };
  }

  const target = options.batch;
  if (!target) return { send };
  const { path, ...limits } = target;
  return { send, batch: { ...limits, send: (entries) => sendBatch(path, entries) } };
}
