import { createApiClient } from '../api/client';
import type { OutboxRow } from './db';
import { parseRetryAfter } from './backoff';
import { classifyFailure, type SendOutcome } from './outbox-outcome';

/** Sends one outbox entry and says what became of it. */
export type OutboxTransport = { send(entry: OutboxRow): Promise<SendOutcome> };

export type TransportOptions = {
  prefixUrl?: string;
  /** Tests pass a fake; defaults to the browser's fetch, looked up at call time. */
  fetch?: typeof fetch;
  now?: () => number;
};

const RETRY_AFTER = 'Retry-After';

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

/**
 * The app's ky client (CSRF header, locale, no silent retries) around a fetch
 * that remembers the last Retry-After: ApiError carries only status and body.
 * One drainer sends one entry at a time, so the last response is this entry's.
 */
export function createOutboxTransport(options: TransportOptions = {}): OutboxTransport {
  const now = options.now ?? Date.now;
  let retryAfter: string | null = null;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await (options.fetch ?? globalThis.fetch)(input, init);
    retryAfter = response.headers.get(RETRY_AFTER);
    return response;
  };
  const client = createApiClient({
    prefixUrl: options.prefixUrl ?? '/app/api',
    fetch: recordingFetch,
  });

  return {
    async send(entry) {
      retryAfter = null;
      const headers = { 'Idempotency-Key': entry.id };
      try {
        const body = await client.post<unknown>(
          entry.path,
          entry.form
            ? { headers, body: formData(entry.form) }
            : { headers, json: entry.json ?? {} },
        );
        return { kind: 'done', body };
      } catch (error) {
        return classifyFailure(error, parseRetryAfter(retryAfter, now()));
      }
    },
  };
}
