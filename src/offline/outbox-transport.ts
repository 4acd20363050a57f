import { createApiClient } from '../api/client';
import type { OutboxRow } from './db';
import { classifyFailure, type SendOutcome } from './outbox-outcome';

/** Sends one outbox entry and says what became of it. */
export type OutboxTransport = { send(entry: OutboxRow): Promise<SendOutcome> };

export type TransportOptions = {
  prefixUrl?: string;
  /** Tests pass a fake; defaults to the browser's fetch, looked up at call time. */
  fetch?: typeof fetch;
};

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

/** The app's ky client (CSRF header, locale, no silent retries) with the entry's key. */
export function createOutboxTransport(options: TransportOptions = {}): OutboxTransport {
  const client = createApiClient({
    prefixUrl: options.prefixUrl ?? '/app/api',
    // Looked up per call, so a test or polyfill that replaces fetch later is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  return {
    async send(entry) {
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
        return classifyFailure(error);
      }
    },
  };
}
