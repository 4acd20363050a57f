import { ApiError, NetworkError } from '../api/client';
import type { OutboxError } from './db';
import { retryAfterDelay } from './backoff';

/*
 * What one send attempt means for its outbox entry (architecture: Data flow).
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

function errorCode(error: ApiError): string | undefined {
  // The body keeps every field of the server's JSON; `code` is not in ApiErrorBody's type.
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Classifies a failed send (an ApiError, a NetworkError or anything else thrown). */
export function classifyFailure(error: unknown): SendOutcome {
  if (error instanceof NetworkError) return { kind: 'retry', network: true, retryAfterMs: null };
  if (!(error instanceof ApiError)) {
    // Unknown failure (e.g. an unreadable 2xx body): keep the entry and try again.
    return { kind: 'retry', network: false, retryAfterMs: null };
  }
  const { status } = error;
  const code = errorCode(error);
  const retryAfterMs = retryAfterDelay(error.retryAfterSeconds);
  if (status === 401) return { kind: 'needs-login' };
  const answer: OutboxError = { status, message: error.body.message, ...(code ? { code } : {}) };
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', network: false, retryAfterMs, error: answer };
  }
  if (status === 409 && code === 'request_in_progress') {
    return { kind: 'retry', network: false, retryAfterMs, error: answer };
  }
  return { kind: 'rejected', error: answer };
}
