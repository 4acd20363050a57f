import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { sellerOf } from '@server/areas/rechnungen/seller-config';
import { type ConfigError, loadConfig } from '@server/platform/config/config';
import { TEST_ENCRYPTION_KEYS, TEST_SELLER_ENV } from '@tests/support/test-config';

/* The agency as seller (SELLER_*, docs/product/invoices.md): required in production, checked at start. */

const tempDir = () => mkdtempSync(join(tmpdir(), 'mp-seller-'));
const production = {
  NODE_ENV: 'production',
  ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
  PUBLIC_URL: 'https://portal.example',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('the seller settings', () => {
  it('are read into the seller of the invoices, spaces out of IBAN and VAT ID', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ...production,
      ...TEST_SELLER_ENV,
      SELLER_IBAN: 'DE89 3704 0044 0532 0130 00',
      SELLER_VAT_ID: 'de 123456789',
      SELLER_TAX_NUMBER: '143/123/45678',
      SELLER_REGISTRATION: 'HRB 123456, Amtsgericht München',
      SELLER_BANK_NAME: 'Commerzbank',
    });
    expect(config.seller).toEqual(DEMO_SELLER);
  });

  it('fall back to the demo seller outside production when none is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.seller).toBeNull();
    expect(sellerOf(config)).toBe(DEMO_SELLER);
  });

  it('are required in production', () => {
    expect(problems(production).join('\n')).toContain('SELLER_NAME');
    expect(problems({ ...production, ...TEST_SELLER_ENV })).toEqual([]);
  });

  it('name every problem at start: half a seller, a bad IBAN or BIC, no tax id', () => {
    expect(problems({ SELLER_NAME: 'Agentur' })).toContain(
      'SELLER_IBAN must be set with the other SELLER_* variables',
    );
    const found = problems({
      ...TEST_SELLER_ENV,
      SELLER_VAT_ID: '',
      SELLER_IBAN: 'DE00370400440532013000',
      SELLER_BIC: 'NOPE',
      SELLER_COUNTRY: 'Deutschland',
      SELLER_CONTACT_EMAIL: 'keine-adresse',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'SELLER_VAT_ID or SELLER_TAX_NUMBER must be set (§ 14 UStG)',
        'SELLER_IBAN is not a valid IBAN',
        'SELLER_BIC is not a valid BIC',
        'SELLER_COUNTRY must be a two-letter country code (ISO 3166-1), e.g. DE',
        'SELLER_CONTACT_EMAIL must be an e-mail address',
      ]),
    );
  });
});
