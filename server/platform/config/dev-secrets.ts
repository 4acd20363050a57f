import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DevSecrets = { encryptionKeys: string };

/**
 * Development only: secrets a newcomer has not configured are generated once and
 * kept beside the data they protect, so encrypted columns stay readable across
 * restarts. Mode 0600 because the file holds key material.
 */
export function loadDevSecrets(dataDir: string): DevSecrets {
  const file = join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<DevSecrets>;
    if (typeof stored.encryptionKeys === 'string') return { encryptionKeys: stored.encryptionKeys };
  }
  const secrets: DevSecrets = { encryptionKeys: `dev1:${randomBytes(32).toString('base64')}` };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
