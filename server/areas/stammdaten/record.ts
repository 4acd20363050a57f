import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { StammdatenBewerber, StammdatenLocation } from '@domain/stammdaten/stammdaten';
import { maskIban } from '@domain/shared/validators/iban';
import { requireUser } from '@server/platform/common/current-user';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import { bewerberLocations, locations } from '@server/platform/db/schema/bewerber';
import { openSecrets, type PersonRecord, readPersonRecord } from '@server/records/person';

export type BewerberRow = PersonRecord;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Transaction;

/** The payroll codes in plain text (decrypted once per request). */
export type Secrets = {
  rvNumber: string | null;
  taxNumber: string | null;
  bankIban: string | null;
};

/**
 * The signed-in user's own staff record. Nothing in the request can name
 * another record: the id comes from the session only. An account without one
 * (a pure supervisor) has none (null: the handler refuses 403 no_staff_record).
 * `forUpdate` locks the row so two saves of one person run one after the other.
 */
export async function loadOwnRecord(
  db: Db,
  request: FastifyRequest,
  forUpdate = false,
): Promise<BewerberRow | null> {
  const user = requireUser(request);
  return (await readPersonRecord(db, { userId: user.id }, { forUpdate })) ?? null;
}

export async function loadLocationIds(db: Db, bewerberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bewerberLocations.locationId })
    .from(bewerberLocations)
    .where(eq(bewerberLocations.bewerberId, bewerberId))
    .orderBy(asc(bewerberLocations.locationId));
  return rows.map((r) => r.id);
}

export async function loadLocations(db: Db): Promise<StammdatenLocation[]> {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.name));
}

/**
 * Decrypts the three payroll codes. A value that cannot be decrypted (lost
 * key, tampering) is logged and treated as missing, so the person can enter it
 * again instead of meeting a 500 on every visit.
 */
export function decryptSecrets(
  row: BewerberRow,
  cipher: FieldCipher,
  log: FastifyBaseLogger,
): Secrets {
  const open = openSecrets(cipher, row, (_field, context) => {
    log.error({ bewerberId: row.id, column: context }, 'cannot decrypt a payroll field');
    return null;
  });
  return { rvNumber: open.rv_number, taxNumber: open.tax_number, bankIban: open.bank_iban };
}

/** The wire form: payroll codes only with the contract flag, the IBAN masked. */
export function toWire(
  row: BewerberRow,
  locationIds: number[],
  secrets: Secrets,
): StammdatenBewerber {
  const payroll = row.contract;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    phone_mobile: row.phoneMobile,
    email: row.email,
    birth_country: row.birthCountry,
    birthplace: row.birthplace,
    size_top: row.sizeTop,
    size_bottom: row.sizeBottom,
    student: row.student ? 1 : 0,
    job: row.job,
    study_subject: row.studySubject,
    study_place: row.studyPlace,
    study_end: row.studyEnd,
    locations: locationIds,
    contract: row.contract,
    rv_number: payroll ? secrets.rvNumber : null,
    tax_number: payroll ? secrets.taxNumber : null,
    kk_type: payroll ? row.kkType : null,
    kk_name: payroll ? row.kkName : null,
    kk_number: payroll ? row.kkNumber : null,
    bank_iban: payroll && secrets.bankIban ? maskIban(secrets.bankIban) : null,
    bank_bic: payroll ? row.bankBic : null,
  };
}
