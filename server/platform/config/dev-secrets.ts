import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DevSecrets = { encryptionKeys: string };
export type DevVapidKeys = { publicKey: string; privateKey: string };

type Stored = Partial<DevSecrets & { vapid: DevVapidKeys }>;

const fileOf = (dataDir: string) => join(dataDir, 'dev-secrets.json');

function readStored(dataDir: string): Stored {
  const file = fileOf(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored) : {};
}

/** Mode 0600 because the file holds key material. */
function writeStored(dataDir: string, stored: Stored): void {
  const file = fileOf(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * Development only: secrets a newcomer has not configured are generated once and
 * kept beside the data they protect, so encrypted columns stay readable across
 * restarts.
 */
export function loadDevSecrets(dataDir: string): DevSecrets {
  const stored = readStored(dataDir);
  if (typeof stored.encryptionKeys === 'string') return { encryptionKeys: stored.encryptionKeys };
  const encryptionKeys = `dev1:${randomBytes(32).toString('base64')}`;
  writeStored(dataDir, { ...stored, encryptionKeys });
  return { encryptionKeys };
}

/**
 * Development only: a VAPID key pair (P-256, base64url as browsers take it),
 * generated once into the same file, so `npm start` offers Web Push without
 * setup and the devices' subscriptions survive a restart.
 */
export function loadDevVapidKeys(dataDir: string): DevVapidKeys {
  const stored = readStored(dataDir);
  const kept = stored.vapid;
  if (typeof kept?.publicKey === 'string' && typeof kept.privateKey === 'string') return kept;
  // JWK coordinates are always full length (32 bytes each), unlike ECDH's raw private key.
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const point = [Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url')];
  point.push(Buffer.from(jwk.y ?? '', 'base64url'));
  const vapid = { publicKey: Buffer.concat(point).toString('base64url'), privateKey: jwk.d ?? '' };
  writeStored(dataDir, { ...stored, vapid });
  return vapid;
}
