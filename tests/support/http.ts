import { connect } from 'node:net';
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

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes exactly as given to a listening server and parses the one answer. */
export function rawHttp(port: number, text: string): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    // The server may close while a huge request is still being written: the answer counts.
    socket.on('error', (error) => (data ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('') });
    });
    // Not end(): Node's server aborts requests of a half-closed socket. `Connection: close` ends it.
    socket.write(text);
  });
}

/** One HTTP/1.1 request with the request target exactly as given (no client normalizes it). */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: string[] = [],
  options: { host?: string; body?: string } = {},
) {
  const body = options.body ?? (method === 'GET' || method === 'HEAD' ? '' : '{}');
  return rawHttp(
    port,
    [
      `${method} ${target} HTTP/1.1`,
      `Host: ${options.host ?? 'portal.test'}`,
      'Connection: close',
      ...(body
        ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]
        : []),
      ...headers,
      '',
      body,
    ].join('\r\n'),
  );
}
