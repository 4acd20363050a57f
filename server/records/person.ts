import { type SQL, and, eq } from 'drizzle-orm';
import type { SecretField } from '@domain/buero/staff-contract';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import { DecryptionError, type FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';

/*
 * A person's record (bewerber) and its payroll codes, stored encrypted with
 * the field cipher (server/platform/crypto), read and opened once for every area:
 * the person's own master data, the office's staff detail and the GDPR export.
 */

export type PersonRecord = typeof bewerber.$inferSelect;

/** The encrypted columns of a record. */
export type EncryptedFields = Pick<PersonRecord, 'rvNumberEnc' | 'taxNumberEnc' | 'bankIbanEnc'>;

/** Each payroll code's column and the context its ciphertext only opens in. */
const SECRET_COLUMN = {
  rv_number: { column: 'rvNumberEnc', context: ENCRYPTED_FIELD.rvNumber },
  tax_number: { column: 'taxNumberEnc', context: ENCRYPTED_FIELD.taxNumber },
  bank_iban: { column: 'bankIbanEnc', context: ENCRYPTED_FIELD.bankIban },
} as const satisfies Record<SecretField, { column: keyof EncryptedFields; context: string }>;

/** The payroll codes in plain text; null where not set. */
export type PersonSecrets = Record<SecretField, string | null>;

/**
 * What a caller makes of a ciphertext the configured keys cannot open (lost
 * key, tampering): a value to use instead, or a throw. Without one the
 * DecryptionError propagates.
 */
export type OnUnreadable = (
  field: SecretField,
  context: string,
  error: DecryptionError,
) => string | null;

/** One payroll code of a record in clear, or null when it is not set. */
export function openSecret(
  cipher: FieldCipher,
  person: EncryptedFields,
  field: SecretField,
  onUnreadable?: OnUnreadable,
): string | null {
  const { column, context } = SECRET_COLUMN[field];
  const stored = person[column];
  if (!stored) return null;
  try {
    return cipher.decrypt(stored, context);
  } catch (error) {
    if (!onUnreadable || !(error instanceof DecryptionError)) throw error;
    return onUnreadable(field, context, error);
  }
}

/** The three payroll codes of a record in clear. */
export function openSecrets(
  cipher: FieldCipher,
  person: EncryptedFields,
  onUnreadable?: OnUnreadable,
): PersonSecrets {
  return {
    rv_number: openSecret(cipher, person, 'rv_number', onUnreadable),
    tax_number: openSecret(cipher, person, 'tax_number', onUnreadable),
    bank_iban: openSecret(cipher, person, 'bank_iban', onUnreadable),
  };
}

type Db = Pick<Database, 'select'>;

/**
 * A person's record by its id or by its login, or null. `where` narrows it
 * further (the staff rule: server/records/staff.ts). `forUpdate` locks the row,
 * so two saves of one person run one after the other.
 */
export async function readPersonRecord(
  db: Db,
  key: { id: number } | { userId: number },
  options: { where?: SQL; forUpdate?: boolean } = {},
): Promise<PersonRecord | null> {
  const query = db
    .select()
    .from(bewerber)
    .where(
      and('id' in key ? eq(bewerber.id, key.id) : eq(bewerber.userId, key.userId), options.where),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The encrypted payroll codes of a record, or null (narrowed by `where` like readPersonRecord). */
export async function readEncryptedFields(
  db: Db,
  id: number,
  where?: SQL,
): Promise<EncryptedFields | null> {
  const [row] = await db
    .select({
      rvNumberEnc: bewerber.rvNumberEnc,
      taxNumberEnc: bewerber.taxNumberEnc,
      bankIbanEnc: bewerber.bankIbanEnc,
    })
    .from(bewerber)
    .where(and(eq(bewerber.id, id), where));
  return row ?? null;
}
