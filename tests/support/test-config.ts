import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '@server/platform/config/config';

/** A fixed test key (32 bytes of 0x01); real keys never live in the repository. */
export const TEST_ENCRYPTION_KEYS = `test1:${Buffer.alloc(32, 1).toString('base64')}`;

/** The agency's data production requires (SELLER_*, server/platform/config/seller.ts): the demo seller's. */
export const TEST_SELLER_ENV = {
  SELLER_NAME: 'Messe-Personal GmbH',
  SELLER_STREET: 'Messeplatz 1',
  SELLER_POSTCODE: '80331',
  SELLER_CITY: 'München',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_CONTACT_NAME: 'Buchhaltung',
  SELLER_CONTACT_PHONE: '+49 89 1234567',
  SELLER_CONTACT_EMAIL: 'buchhaltung@messe-personal.de',
  SELLER_EINVOICE_EMAIL: 'rechnung@messe-personal.de',
  SELLER_IBAN: 'DE89370400440532013000',
  SELLER_BIC: 'COBADEFFXXX',
} as const;

/**
 * A config as the server would parse it from `env`, for tests: silent logs, a
 * fresh DATA_DIR, no built PWA (tests must not depend on `npm run build`).
 */
export function testConfig(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-build'),
    PUBLIC_URL: 'http://portal.test',
    ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    // The local push stand-in (tests/support/push-service.ts) beside the real services.
    PUSH_SERVICE_HOSTS: '127.0.0.1,fcm.googleapis.com,*.push.services.mozilla.com',
    // Production requires the seller; elsewhere the demo seller stands in.
    ...(env.NODE_ENV === 'production' ? TEST_SELLER_ENV : {}),
    ...env,
  });
  return { ...config, ...overrides };
}
