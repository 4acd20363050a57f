import { ApiError, NetworkError } from '@src/api/client';
import type { OutboxError } from './db';
import { retryAfterDelay } from './backoff';
import { closedCodeOf } from './period-closed';

/*
 * What one send attempt means for its outbox entry (ADR 0009).
 * Retry: the request may succeed later (no network, 5xx, 408, 429, the same key
 * still in flight). Rejected: the server refused this entry for good (signed
 * sheet, invalid, no longer assigned): it is parked with the server's message.
 * Needs-login: the session is gone; the queue pauses and nothing is dropped.
 */
export type SendOutcome =
  | { kind: 'done'; body: unknown }
  | {
      kind: 'retry';
      network: boolean;
      retryAfterMs: number | null;
      /** The server's answer, when there was one (shown in the unsent panel). */
      error?: OutboxError;
    }
  | { kind: 'rejected'; error: OutboxError }
  | { kind: 'needs-login' };

function field(body: unknown, name: string): string | undefined {
  // The body keeps every field of the server's JSON; `code` is not in ApiErrorBody's type.
  const value =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * What one answer means for its entry: the single call's status and body, or
 * one result of a batch (the same answer, carried in the batch's body).
 */
export function classifyAnswer(
  status: number,
  body: unknown,
  retryAfterSeconds: number | null = null,
): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'done', body };
  // A closed period may also be named only by the message or a field (period-closed.ts).
  const code = field(body, 'code') ?? closedCodeOf(body);
  const retryAfterMs = retryAfterDelay(retryAfterSeconds);
  if (status === 401) return { kind: 'needs-login' };
  const answer: OutboxError = {
    status,
    message: field(body, 'message') ?? '',
    ...(code ? { code } : {}),
  };
  if (status === 408 || status === 429 || status >= 500 || status < 200) {
    return { kind: 'retry', network: false, retryAfterMs, error: answer };
  }
  if (status === 409 && code === 'request_in_progress') {
    return { kind: 'retry', network: false, retryAfterMs, error: answer };
  }
  return { kind: 'rejected', error: answer };
}

/** Classifies a failed send (an ApiError, a NetworkError or anything else thrown). */
export function classifyFailure(error: unknown): SendOutcome {
  if (error instanceof NetworkError) return { kind: 'retry', network: true, retryAfterMs: null };
  if (!(error instanceof ApiError)) {
    // Unknown failure (e.g. an unreadable 2xx body): keep the entry and try again.
    return { kind: 'retry', network: false, retryAfterMs: null };
  }
  return classifyAnswer(error.status, error.body, error.retryAfterSeconds);
}
