import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  stammdatenSchema,
  type StammdatenResponse,
  type StammdatenSaved,
} from '@domain/stammdaten/stammdaten';
import { users } from '@server/platform/db/schema/users';
import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { seedDemoData } from '@server/tools/demo/seed';
import { sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { getStammdaten, postStammdaten } from './stammdaten-fixtures';

describe('master-data demo', () => {
  let t: TestApp;
  const cookies: Record<'contract' | 'staff', string> = { contract: '', staff: '' };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.fieldCipher);
    for (const login of ['contract', 'staff'] as const) {
      const [user] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_LOGINS[login].email));
      cookies[login] = await sessionCookieFor(t.db, user?.id ?? 0, t.config.cookieName);
    }
  });
  afterAll(() => t.close());

  it.each(['contract', 'staff'] as const)(
    'the %s login has complete, valid master data that saves unchanged',
    async (login) => {
      const data = (await getStammdaten(t.app, cookies[login])).json<StammdatenResponse>();
      expect(data.bewerber.contract).toBe(login === 'contract');
      const form = { ...data.bewerber, locale: 'de' };
      const result = v.safeParse(stammdatenSchema(data.bewerber), form);
      expect(result.issues ?? []).toEqual([]);
      const saved = await postStammdaten(t.app, form, cookies[login]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<StammdatenSaved>().bewerber).toEqual(data.bewerber);
    },
  );

  it('the contract login shows the payroll block with the IBAN masked', async () => {
    const data = (await getStammdaten(t.app, cookies.contract)).json<StammdatenResponse>();
    expect(data.bewerber).toMatchObject({
      rv_number: '65100190V006',
      tax_number: '86095742719',
      bank_iban: 'DE89****************00',
      bank_bic: 'COBADEFFXXX',
    });
  });
});
