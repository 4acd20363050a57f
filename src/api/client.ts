import { isApiErrorBody, type ApiErrorBody } from '@domain/shared/api-error';

/** The server answered with an HTTP error status; `body` has the API's error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** Seconds to wait before asking again (a 429's or 503's `Retry-After`), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ApiErrorBody, retryAfterSeconds: number | null = null) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * `Retry-After` as seconds from now: either a number of seconds or an HTTP date
 * (RFC 9110). Anything else, or a time in the past, gives null.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : null;
}

/** No answer at all: offline, DNS, connection reset or timeout. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    // For logs only; the screens show their own translated text for this case.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) return body;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): fall through.
  }
  return { message: '', errors: {} };
}

const RETRY_AFTER = 'Retry-After';
const ACCEPT_LANGUAGE = 'Accept-Language';
// The CSRF guard of the API: browsers never send this header cross-site without CORS.
const REQUESTED_WITH = 'X-Requested-With';
const XHR = 'XMLHttpRequest';
const CONTENT_TYPE = 'Content-Type';
const JSON_TYPE = 'application/json';
const DEFAULT_TIMEOUT_MS = 10_000;
let requestLocale: string | null = null;

/**
 * The screen's language, sent as Accept-Language: the server answers its messages
 * in it even for calls without a `locale` field (e.g. the password reset).
 */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

/** Options of one call: a JSON body or a raw one (FormData), extra headers, a timeout. */
export type RequestOptions = {
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Milliseconds until the call counts as a network failure (default 10 s). */
  timeout?: number;
  signal?: AbortSignal;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Builds the client on plain fetch (no HTTP library: the log-in page's first
 * load has a budget); tests pass their own prefixUrl and fetch.
 */
export function createApiClient(options: { prefixUrl: string; fetch?: typeof fetch }) {
  const prefix = options.prefixUrl.replace(/\/$/, '');

  async function respond(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init: RequestOptions = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set(REQUESTED_WITH, XHR);
    if (requestLocale) headers.set(ACCEPT_LANGUAGE, requestLocale);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set(CONTENT_TYPE, JSON_TYPE);
      body = JSON.stringify(init.json);
    }
    // No silent retries: the route guard must fall back to the last user quickly when
    // offline, and writes are retried by the outbox, which knows about idempotency.
    const timeout = AbortSignal.timeout(init.timeout ?? DEFAULT_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      // Raced against the signal too: a fetch that ignores it (a test's, a polyfill's)
      // must not hang the guard.
      response = await Promise.race([
        doFetch(`${prefix}/${path}`, { method, headers, body, signal, credentials: 'same-origin' }),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
        ),
      ]);
    } catch (error) {
      // fetch() rejects with a TypeError without network, with an abort on the timeout.
      throw new NetworkError(error);
    }
    if (!response.ok) {
      const retryAfter = parseRetryAfter(response.headers.get(RETRY_AFTER));
      throw new ApiError(response.status, await readErrorBody(response), retryAfter);
    }
    return response;
  }

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init?: RequestOptions,
  ) {
    const text = await (await respond(method, path, init)).text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    get: <T>(path: string, init?: RequestOptions) => send<T>('GET', path, init),
    post: <T>(path: string, init?: RequestOptions) => send<T>('POST', path, init),
    /** The office's edits (PUT, PATCH, DELETE); one entry so the first load stays small. */
    write: <T>(method: 'PUT' | 'PATCH' | 'DELETE', path: string, init?: RequestOptions) =>
      send<T>(method, path, init),
    /** The answer as it came (a file to save), after the same checks as every call. */
    response: (path: string, init?: RequestOptions) => respond('GET', path, init),
  };
}

/** The one client of the app: same origin, session cookie, CSRF header. */
export const api = createApiClient({ prefixUrl: '/app/api' });
