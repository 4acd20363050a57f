import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OutboxBatchAnswer, OutboxBatchResult } from '@domain/shared/outbox-batch';
import { XHR } from './http';

/*
 * The time-tracking writes sent either as the documented single call or as a
 * one-entry batch (ADR 0018), so a test of a write's rules runs through both
 * with one body: `via` picks the way, the answer looks the same.
 */

export const BATCH_URL = '/app/api/stundenerfassung/batch';
export type Via = 'single' | 'batch';
export const VIAS: Via[] = ['single', 'batch'];

/** What a test reads of a write's answer, whichever way it went. */
export type WriteAnswer = {
  status: number;
  body: Record<string, unknown> & { code?: string; errors?: Record<string, string[]> };
  replayed: boolean;
  retryAfter?: number;
};

export type BatchEntryInput = { key?: string; path: string; body?: unknown };

/** POSTs a batch; entries without a key get a fresh one. */
export function postBatch(
  app: FastifyInstance,
  entries: BatchEntryInput[] | unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const payload = Array.isArray(entries)
    ? {
        entries: (entries as BatchEntryInput[]).map((entry) => ({
          key: entry.key ?? randomUUID(),
          path: entry.path,
          body: entry.body,
        })),
      }
    : entries;
  return app.inject({
    method: 'POST',
    url: BATCH_URL,
    headers: { ...XHR, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

/** The results of a batch answer (throws when the batch itself was refused). */
export function batchResults(response: LightMyRequestResponse): OutboxBatchResult[] {
  if (response.statusCode !== 200) {
    throw new Error(`batch answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<OutboxBatchAnswer>().results;
}

/** `/app/api/stundenerfassung/…` → the entry path `stundenerfassung/…`. */
export const entryPath = (url: string): string => url.replace(/^\/app\/api\//, '');

/**
 * One write (JSON body) as a single call or a one-entry batch. A batch entry
 * always has a key: without one, a fresh key is made (a single call may omit it).
 */
export async function writeVia(
  app: FastifyInstance,
  via: Via,
  url: string,
  body: unknown,
  headers: Record<string, string> & { 'idempotency-key'?: string } = {},
): Promise<WriteAnswer> {
  const { 'idempotency-key': key, ...rest } = headers;
  if (via === 'single') {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        ...XHR,
        'content-type': 'application/json',
        ...rest,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(body),
    });
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      body: response.json(),
      replayed: response.headers['idempotency-replayed'] === 'true',
      ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
    };
  }
  const response = await postBatch(app, [{ key, path: entryPath(url), body }], rest);
  const [result] = batchResults(response);
  if (!result) throw new Error('batch answered no result');
  return {
    status: result.status,
    body: result.body as WriteAnswer['body'],
    replayed: result.replayed === true,
    ...(result.retryAfter ? { retryAfter: result.retryAfter } : {}),
  };
}
