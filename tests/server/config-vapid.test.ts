import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '@server/platform/config/config';
import { TEST_ENCRYPTION_KEYS, TEST_SELLER_ENV } from '@tests/support/test-config';

/* VAPID keys (docs/operations/web-push.md): generated in development, off in production without them. */

const tempDir = () => mkdtempSync(join(tmpdir(), 'mp-vapid-'));
const production = {
  ...TEST_SELLER_ENV,
  NODE_ENV: 'production',
  ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
  PUBLIC_URL: 'https://portal.example',
};

function problems(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('VAPID keys', () => {
  it('are generated once into dev-secrets.json outside production, beside the encryption key', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.vapid?.publicKey).toBe(second.vapid?.publicKey);
    expect(Buffer.from(first.vapid?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid?.privateKey ?? '', 'base64url')).toHaveLength(32);
    expect(first.encryptionKeys).toEqual(second.encryptionKeys);
    const stored = JSON.parse(readFileSync(join(dataDir, 'dev-secrets.json'), 'utf8')) as object;
    expect(Object.keys(stored).sort()).toEqual(['encryptionKeys', 'vapid']);
    // web-push signs with them.
    const headers = webpush.getVapidHeaders(
      'https://push.example',
      first.vapid?.subject ?? '',
      first.vapid?.publicKey ?? '',
      first.vapid?.privateKey ?? '',
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=/);
  });

  it('switch push off in production when not set (no generated keys), and are taken when set', () => {
    expect(loadConfig({ ...production, DATA_DIR: tempDir() }).vapid).toBeNull();
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      ...production,
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://portal.example' });
  });

  it('refuse half a pair, malformed keys and a subject that is neither mailto: nor https:', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)',
    ]);
    expect(
      problems({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey }),
    ).toHaveLength(2);
    expect(
      problems({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toEqual([]);
    expect(problems({ VAPID_SUBJECT: 'http://portal.example' })).toEqual([
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    ]);
    expect(problems({ VAPID_SUBJECT: 'mailto:office@portal.example' })).toEqual([]);
  });
});
