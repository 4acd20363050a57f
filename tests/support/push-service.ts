import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for a push service (FCM, Mozilla, Apple) on 127.0.0.1 over TLS
 * (web-push speaks https only; the certificate is tests/fixtures/push's,
 * trusted through `agent`). It keeps each POST and answers the status the
 * test set for the endpoint. Devices are made here with their own keys, and
 * a message is decrypted per RFC 8291 with node:crypto alone, not web-push.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/push/${name}`, import.meta.url));

export type Received = { path: string; headers: Record<string, string>; body: Buffer };

export type Device = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  path: string;
  /** RFC 8291: the plaintext of an aes128gcm message to this device. */
  decrypt: (body: Buffer) => string;
};

export type PushService = {
  origin: string;
  agent: Agent;
  received: Received[];
  /** Answers for an endpoint's path, used in order; 201 once they run out. */
  answer: (path: string, ...statuses: number[]) => void;
  device: () => Device;
  close: () => Promise<void>;
};

export async function startPushService(
  options: { onReceive?: (received: Received) => void } = {},
): Promise<PushService> {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer(
    { key: fixture('localhost.key'), cert: fixture('localhost.crt') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([k, value]) => [k, String(value)]),
        );
        const message = { path, headers, body: Buffer.concat(chunks) };
        received.push(message);
        options.onReceive?.(message);
        response.statusCode = answers.get(path)?.shift() ?? 201;
        response.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${String(port)}`;
  const agent = new Agent({ ca: fixture('localhost.crt'), keepAlive: false });
  return {
    origin,
    agent,
    received,
    answer: (path, ...statuses) => answers.set(path, statuses),
    device: () => makeDevice(origin),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A device of the push service at `origin`, with its own keys (e2e specs make theirs here). */
export function makeDevice(origin: string): Device {
  const ua = createECDH('prime256v1');
  const uaPublic = ua.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(24).toString('base64url')}`;
  return {
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ua.computeSecret.bind(ua), uaPublic, auth),
  };
}

/** RFC 8188 framing, RFC 8291 keys: one record, the last (padding delimiter 2). */
function decryptAes128gcm(
  body: Buffer,
  ecdh: (peer: Buffer) => Buffer,
  uaPublic: Buffer,
  auth: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('bad aes128gcm header');
  const info = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);
  const keyInfo = Buffer.concat([info('WebPush: info'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh(asPublic), auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record (delimiter 2 missing)');
  return padded.subarray(0, end).toString('utf8');
}

export type VapidClaims = { aud: string; exp: number; sub: string; key: string };

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the ES256
 * signature checked against k. Throws when malformed or forged.
 */
export function checkVapid(authorization: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error('not a vapid Authorization');
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
    throw new Error('bad VAPID signature');
  }
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error('not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Omit<VapidClaims, 'key'>;
  return { ...body, key: match[2] };
}
