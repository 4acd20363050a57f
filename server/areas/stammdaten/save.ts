import { eq, inArray } from 'drizzle-orm';
import type { StammdatenOutput } from '@domain/stammdaten/stammdaten';
import { isMaskedIban, maskIban } from '@domain/shared/validators/iban';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import {
  type bewerber,
  bewerber as bewerberTable,
  bewerberLocations,
  locations,
} from '@server/platform/db/schema/bewerber';
import type { BewerberRow, Db, Secrets } from './record';

/** A field whose value the person cannot use (checked against the database). */
export type SaveRefusal = { field: 'locations' | 'bank_iban'; code: 'invalid' | 'iban' };

type Values = Partial<typeof bewerber.$inferInsert>;

/**
 * The column values of a valid form for this record: the branch of the student
 * switch that is hidden is cleared, and the payroll block is only written with
 * the contract flag. The IBAN: a new one is encrypted; the masked form keeps
 * the stored one, but only if it is the mask of the stored IBAN.
 */
export function columnsFor(
  row: BewerberRow,
  input: StammdatenOutput,
  secrets: Secrets,
  cipher: FieldCipher,
): { values: Values; changed: string[] } | SaveRefusal {
  const student = input.student;
  const values: Values = {
    street: input.street,
    zipcode: input.zipcode,
    city: input.city,
    phoneMobile: input.phone_mobile,
    email: input.email,
    birthCountry: input.birth_country,
    birthplace: input.birthplace,
    sizeTop: input.size_top,
    sizeBottom: input.size_bottom,
    student,
    job: student ? null : input.job,
    studySubject: student ? input.study_subject : null,
    studyPlace: student ? input.study_place : null,
    studyEnd: student ? Number(input.study_end) : null,
  };
  const changed: string[] = (Object.keys(values) as (keyof Values)[]).filter(
    (key) => values[key] !== row[key as keyof BewerberRow],
  );

  if (row.contract) {
    const iban = input.bank_iban ?? '';
    if (isMaskedIban(iban) && (secrets.bankIban === null || maskIban(secrets.bankIban) !== iban)) {
      return { field: 'bank_iban', code: 'iban' };
    }
    const plain = {
      rvNumber: input.rv_number ?? '',
      taxNumber: input.tax_number ?? '',
      bankIban: isMaskedIban(iban) ? (secrets.bankIban ?? '') : iban,
    };
    Object.assign(values, {
      kkType: input.kk_type,
      kkName: input.kk_name,
      kkNumber: input.kk_number,
      bankBic: input.bank_bic,
    });
    for (const key of ['kkType', 'kkName', 'kkNumber', 'bankBic'] as const) {
      if (values[key] !== row[key]) changed.push(key);
    }
    // Encrypt only what changed (or was written with an older key): fewer rewrites.
    const encrypted = {
      rvNumber: ['rvNumberEnc', ENCRYPTED_FIELD.rvNumber],
      taxNumber: ['taxNumberEnc', ENCRYPTED_FIELD.taxNumber],
      bankIban: ['bankIbanEnc', ENCRYPTED_FIELD.bankIban],
    } as const;
    for (const [key, [column, context]] of Object.entries(encrypted) as [
      keyof Secrets,
      (typeof encrypted)[keyof Secrets],
    ][]) {
      const stored = row[column];
      const same = plain[key] === secrets[key];
      if (same && stored !== null && !cipher.needsRotation(stored)) continue;
      values[column] = cipher.encrypt(plain[key], context);
      if (!same) changed.push(column.replace(/Enc$/, ''));
    }
  }
  return { values, changed };
}

/** Replaces the person's locations; false when an id is no location. */
export async function replaceLocations(
  db: Db,
  bewerberId: number,
  ids: readonly number[],
): Promise<boolean> {
  const known = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  if (known.length !== ids.length) return false;
  await db.delete(bewerberLocations).where(eq(bewerberLocations.bewerberId, bewerberId));
  await db.insert(bewerberLocations).values(ids.map((locationId) => ({ bewerberId, locationId })));
  return true;
}

/** Writes the record's changed columns (and its time of change when anything changed). */
export async function updateRecord(
  tx: Db,
  id: number,
  values: Partial<typeof bewerber.$inferInsert>,
  changed: boolean,
): Promise<BewerberRow | undefined> {
  const [updated] = await tx
    .update(bewerberTable)
    .set({ ...values, ...(changed ? { updatedAt: new Date() } : {}) })
    .where(eq(bewerberTable.id, id))
    .returning();
  return updated;
}
