import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The header every call of the portal's browser client carries. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** POSTs JSON the way the browser client does. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** `name=value` of the session cookie a response sets (for the next request's Cookie header). */
export function sessionCookie(response: LightMyRequestResponse, name = 'mp_session'): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`response set no ${name} cookie (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** GET /app/api/auth with a cookie. */
export async function authState(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/app/api/auth',
    headers: cookie ? { cookie } : {},
  });
  return response.json<{ authenticated: boolean; user?: { id: number; email: string } }>();
}

/** Polls `check` until it returns a value other than undefined, null or false (work done after an answer). */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
