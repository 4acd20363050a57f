import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Handler = Answer | ((body: unknown) => Answer);

/**
 * Replaces fetch with one that answers by method and path (`GET /app/api/…`,
 * query string included when the key has one), for screens that ask several
 * things at once in no fixed order. Records every request; an unknown one
 * throws, which fails the test.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
      requests.push({ method, url, body });
      const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0] ?? ''}`];
      if (!handler) throw new Error(`unexpected request ${method} ${url}`);
      const answer = typeof handler === 'function' ? handler(body) : handler;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { requests };
}
