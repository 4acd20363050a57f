import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { isApiErrorBody, type ApiErrorBody } from '../../domain/api-error';

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

/** Turns what ky throws into ApiError or NetworkError; anything else stays as it is. */
export async function toApiFailure(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const { response } = error;
    const retryAfter = parseRetryAfter(response.headers.get(RETRY_AFTER));
    return new ApiError(response.status, await readErrorBody(response), retryAfter);
  }
  // fetch() rejects with a TypeError when there is no network; ky's own timeout counts too.
  if (error instanceof TimeoutError || error instanceof TypeError) return new NetworkError(error);
  return error;
}

const ACCEPT_LANGUAGE = 'Accept-Language';
let requestLocale: string | null = null;

/**
 * The screen's language, sent as Accept-Language: the server answers its messages
 * in it even for calls without a `locale` field (e.g. the password reset).
 */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Builds the client around one ky instance; tests pass their own prefixUrl and fetch. */
export function createApiClient(options: { prefixUrl: string; fetch?: typeof fetch }) {
  const http = ky.create({
    prefixUrl: options.prefixUrl,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // No silent retries: the route guard must fall back to the last user quickly when
    // offline, and writes are retried by the outbox, which knows about idempotency.
    retry: 0,
    timeout: 10_000,
    hooks: {
      beforeRequest: [
        (request) => {
          if (requestLocale) request.headers.set(ACCEPT_LANGUAGE, requestLocale);
        },
      ],
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<T>(method: 'get' | 'post', path: string, init?: Options): Promise<T> {
    try {
      return await http(path, { ...init, method }).json<T>();
    } catch (error) {
      throw await toApiFailure(error);
    }
  }

  return {
    get: <T>(path: string, init?: Options) => send<T>('get', path, init),
    post: <T>(path: string, init?: Options) => send<T>('post', path, init),
  };
}

/** The one client of the app: same origin, session cookie, CSRF header. */
export const api = createApiClient({ prefixUrl: '/app/api' });
