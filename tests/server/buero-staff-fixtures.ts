import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import { eq } from 'drizzle-orm';
import { bewerber as bewerberTable, documents } from '@server/platform/db/schema/bewerber';
import type { TestApp } from '@tests/support/test-app';
import { createStaffUser, sessionCookieFor, type UserOverrides } from '@tests/support/factories';
import { PDF } from './dokumente-fixtures';

export const STAFF = '/app/api/buero/personal';

export const SAMPLE_IBAN = 'DE89 3704 0044 0532 0130 00';
export const SAMPLE_TAX_ID = '12345678901';
export const SAMPLE_RV = '12150875M012';

/**
 * A staff member (login + staff record) with payroll fields encrypted as the
 * master data stores them and, unless told otherwise, one uploaded PDF.
 */
export async function createStaffMember(
  t: TestApp,
  options: {
    person?: { firstname?: string; lastname?: string; email?: string; contract?: boolean };
    user?: UserOverrides;
    secrets?: boolean;
    documents?: number;
  } = {},
) {
  const { person = {} } = options;
  const email = person.email ?? options.user?.email;
  const { user, bewerber } = await createStaffUser(t.db, {
    contract: person.contract,
    user: {
      ...options.user,
      ...(person.firstname ? { firstname: person.firstname } : {}),
      ...(person.lastname ? { lastname: person.lastname } : {}),
      ...(email ? { email } : {}),
    },
  });
  if (options.secrets ?? true) {
    const { fieldCipher: cipher } = t.app;
    await t.db
      .update(bewerberTable)
      .set({
        bankIbanEnc: cipher.encrypt(SAMPLE_IBAN, ENCRYPTED_FIELD.bankIban),
        taxNumberEnc: cipher.encrypt(SAMPLE_TAX_ID, ENCRYPTED_FIELD.taxNumber),
        rvNumberEnc: cipher.encrypt(SAMPLE_RV, ENCRYPTED_FIELD.rvNumber),
        bankBic: 'COBADEFFXXX',
        kkType: 'gesetzlich',
        kkName: 'AOK',
      })
      .where(eq(bewerberTable.id, bewerber.id));
  }
  const documentIds: number[] = [];
  for (let i = 0; i < (options.documents ?? 1); i += 1) {
    const storageKey = await t.app.fileStore.put(PDF);
    const [row] = await t.db
      .insert(documents)
      .values({
        bewerberId: bewerber.id,
        type: 'Vertrag',
        storageKey,
        originalName: `vertrag-${String(i)}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: PDF.length,
        uploadedBy: user.id,
      })
      .returning({ id: documents.id });
    if (row) documentIds.push(row.id);
  }
  return {
    user,
    bewerber,
    documentIds,
    cookie: () => sessionCookieFor(t.db, user.id),
  };
}

/** Every new staff route with a request that succeeds for the office (the ids exist). */
export function staffRoutes(
  staffId: number,
  documentId: number,
): { method: 'GET' | 'POST'; url: string; payload?: unknown }[] {
  const base = `${STAFF}/${String(staffId)}`;
  return [
    { method: 'GET', url: STAFF },
    { method: 'GET', url: `${STAFF}?sort=name&contract=1&active=1` },
    { method: 'GET', url: `${STAFF}?account=invited` },
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/einsaetze` },
    { method: 'POST', url: `${base}/aufdecken`, payload: { field: 'bank_iban' } },
    { method: 'POST', url: `${base}/merkmale`, payload: { contract: true } },
    { method: 'GET', url: `${base}/dokumente/${String(documentId)}` },
    { method: 'POST', url: `${base}/dokumente/${String(documentId)}/geprueft`, payload: {} },
    { method: 'POST', url: `${base}/reaktivieren`, payload: {} },
    { method: 'POST', url: `${base}/deaktivieren`, payload: {} },
  ];
}
