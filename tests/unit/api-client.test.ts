import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  createApiClient,
  parseRetryAfter,
  setRequestLocale,
} from '@src/api/client';

type Call = { url: string; method: string; headers: Headers; body: string };

function clientAnswering(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    return respond(call);
  };
  return {
    api: createApiClient({ prefixUrl: 'http://portal.test/app/api', fetch: fakeFetch }),
    calls,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the CSRF header and JSON to the prefixed path', async () => {
    const { api, calls } = clientAnswering(() => json({ success: true }));
    await expect(api.post('auth/login', { json: { email: 'a@b.de' } })).resolves.toEqual({
      success: true,
    });
    expect(calls[0]?.url).toBe('http://portal.test/app/api/auth/login');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ email: 'a@b.de' });
  });

  it('turns an error answer into an ApiError with status, message and field errors', async () => {
    const body = { message: 'Diese Zugangsdaten sind ungültig.', errors: { email: ['x'] } };
    const { api } = clientAnswering(() => json(body, 422));
    const error: unknown = await api.post('auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body, message: body.message });
  });

  it('keeps the status when the error body is not the API shape', async () => {
    const { api } = clientAnswering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error: unknown = await api.get('auth').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: { message: '', errors: {} } });
  });

  it('reports a failed connection as NetworkError, not as an HTTP error', async () => {
    const { api, calls } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error: unknown = await api.get('auth').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    // No silent retries: the guard must fall back to the last user at once.
    expect(calls).toHaveLength(1);
  });

  it('reports a timeout as NetworkError', async () => {
    const { api } = clientAnswering(
      (call) =>
        new Promise<Response>(() => {
          void call; // never answers
        }),
    );
    const error: unknown = await api.get('auth', { timeout: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});

describe('request locale', () => {
  it('sends the screen language as Accept-Language once it is set', async () => {
    const { api, calls } = clientAnswering(() => json({}));
    setRequestLocale('en');
    await api.get('auth');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
  });
});

describe('Retry-After', () => {
  it('reaches the ApiError of a 429 as seconds', async () => {
    const { api } = clientAnswering(
      () =>
        new Response(JSON.stringify({ message: 'Zu viele Versuche.', errors: {} }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '840' },
        }),
    );
    const error: unknown = await api.post('auth/login').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 840 });
  });

  it('reads seconds and HTTP dates, ignores garbage and the past', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
