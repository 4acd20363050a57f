import { connect, type Socket } from 'node:net';

/** A raw client connection: what it received, and when the server closed it. */
export type RawClient = {
  socket: Socket;
  openedAt: number;
  received: () => string;
  /** Status of the answer (0 while none arrived). */
  status: () => number;
  /** Resolves with the milliseconds from connect to close, or null if still open after `withinMs`. */
  closedWithin: (withinMs: number) => Promise<number | null>;
  /** Writes the bytes in chunks of `chunk` with `gapMs` between them, until done or closed. */
  trickle: (bytes: Buffer, chunk: number, gapMs: number) => Promise<void>;
};

/** Opens a TCP connection to a listening server (no HTTP client that could add timeouts of its own). */
export async function openRaw(port: number): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const openedAt = Date.now();
  let data = '';
  let closedAfter: number | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (data += text));
  // The server may reset a socket it gives up on: that counts as closed.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closedAfter = Date.now() - openedAt;
      resolve(closedAfter);
    }),
  );
  return {
    socket,
    openedAt,
    received: () => data,
    status: () => Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
    closedWithin: (withinMs) =>
      Promise.race([closed, new Promise<null>((resolve) => setTimeout(resolve, withinMs, null))]),
    trickle: async (bytes, chunk, gapMs) => {
      for (let at = 0; at < bytes.length; at += chunk) {
        if (closedAfter !== null || socket.destroyed) return;
        socket.write(bytes.subarray(at, at + chunk));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    },
  };
}

/** The head of a request with a body of `length` bytes (keep-alive: only the server may close). */
export function requestHead(
  method: string,
  path: string,
  length: number,
  headers: Record<string, string>,
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: portal.test', `Content-Length: ${length}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
