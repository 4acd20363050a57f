import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  maskSecret,
  type SecretField,
  staffAccountState,
  type StaffDetail,
  type StaffDocument,
} from '@domain/buero/staff-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, documents } from '@server/platform/db/schema/bewerber';
import { tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import { type EncryptedFields, openSecret, readEncryptedFields } from '@server/records/person';
import { isStaffSql } from '@server/records/staff';
import { ageSql, isoInstant } from './applicant-status';
import { chosenDatedMessen, chosenLocations, personCore, personLevels } from './person-block';

/*
 * One staff member as the office sees them: master data, payroll fields
 * masked, documents, chosen fairs, flags and whether the login is active.
 */

const orNullInstant = (column: Parameters<typeof isoInstant>[0]) =>
  sql<string | null>`${isoInstant(column)}`;

/** The staff record (a bewerber row linked to a login) with its login, or null. */
async function findStaff(db: Database, id: number) {
  const [row] = await db
    .select({
      person: bewerber,
      age: ageSql,
      userId: users.id,
      timetracking: users.timetracking,
      deactivatedAt: orNullInstant(users.deactivatedAt),
      createdAt: isoInstant(users.createdAt),
    })
    .from(bewerber)
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(and(eq(bewerber.id, id), isStaffSql));
  return row ?? null;
}

/** The login of a staff record, or null when the id is no staff member. */
export async function findStaffLogin(
  db: Database,
  id: number,
): Promise<{
  userId: number;
  contract: boolean;
  timetracking: boolean;
  deactivatedAt: Date | null;
} | null> {
  const [row] = await db
    .select({
      userId: users.id,
      contract: bewerber.contract,
      timetracking: users.timetracking,
      deactivatedAt: users.deactivatedAt,
    })
    .from(bewerber)
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(eq(bewerber.id, id))
    // Locks the login row: two office actions on one person run one after the other.
    .for('update', { of: users });
  return row ?? null;
}

const checkedBy = sql<string | null>`(select ${users.firstname} || ' ' || ${users.lastname}
  from ${users} where ${users.id} = ${documents.checkedBy})`;

const documentColumns = {
  id: documents.id,
  type: documents.type,
  original_name: documents.originalName,
  mime_type: documents.mimeType,
  size_bytes: documents.sizeBytes,
  created_at: isoInstant(documents.createdAt),
  checked_at: orNullInstant(documents.checkedAt),
  checked_by: checkedBy,
};

/** A person's documents, oldest first. */
function documentsOf(db: Database, bewerberId: number): Promise<StaffDocument[]> {
  return db
    .select(documentColumns)
    .from(documents)
    .where(eq(documents.bewerberId, bewerberId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** One document of this person as the detail lists it, or null (another person's id too). */
export async function findStaffDocument(
  db: Database,
  bewerberId: number,
  documentId: number,
): Promise<StaffDocument | null> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.bewerberId, bewerberId)));
  return row ?? null;
}

/** What serving a document needs, when it belongs to this staff member; else null. */
export async function findStaffDocumentFile(db: Database, bewerberId: number, documentId: number) {
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      mimeType: documents.mimeType,
      originalName: documents.originalName,
    })
    .from(documents)
    .innerJoin(bewerber, eq(bewerber.id, documents.bewerberId))
    .where(and(eq(documents.id, documentId), eq(documents.bewerberId, bewerberId), isStaffSql));
  return row ?? null;
}

/** A secret field of a person in clear, or null when it is not set (an unreadable one throws). */
export function decryptSecret(
  cipher: FieldCipher,
  person: EncryptedFields,
  field: SecretField,
): string | null {
  return openSecret(cipher, person, field);
}

/** The encrypted payroll fields of a staff member, or null when the id is no staff member. */
export function findStaffSecrets(db: Database, id: number): Promise<EncryptedFields | null> {
  return readEncryptedFields(db, id, isStaffSql);
}

/**
 * A pending invitation of the person: the accepted application still
 * `invited` (no password set yet) and the newest unused invitation link's
 * sending and end. Null once the invitation was taken up.
 */
async function pendingInvitation(
  db: Database,
  bewerberId: number,
  userId: number,
): Promise<StaffDetail['invitation']> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.bewerberId, bewerberId), eq(applications.decision, 'invited')))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!application) return null;
  const [link] = await db
    .select({ sent_at: isoInstant(tokens.createdAt), expires_at: isoInstant(tokens.expiresAt) })
    .from(tokens)
    .where(and(eq(tokens.kind, 'invitation'), eq(tokens.userId, userId), isNull(tokens.usedAt)))
    .orderBy(desc(tokens.createdAt), desc(tokens.id))
    .limit(1);
  return {
    application_id: application.id,
    sent_at: link?.sent_at ?? null,
    expires_at: link?.expires_at ?? null,
  };
}

/** GET personal/{id}: null when the id is no staff member. */
export async function loadStaffDetail(
  db: Database,
  cipher: FieldCipher,
  id: number,
): Promise<StaffDetail | null> {
  const row = await findStaff(db, id);
  if (!row) return null;
  const { person: p } = row;
  const masked = (field: SecretField) => {
    const value = decryptSecret(cipher, p, field);
    return value === null ? null : maskSecret(value);
  };
  const [locationRows, messeRows, docs, invitation] = await Promise.all([
    chosenLocations(db, p.id),
    chosenDatedMessen(db, p.id),
    documentsOf(db, p.id),
    pendingInvitation(db, p.id, row.userId),
  ]);
  const active = row.deactivatedAt === null;
  return {
    id: p.id,
    user_id: row.userId,
    active,
    account: staffAccountState({ active, invited: invitation !== null }),
    invitation,
    deactivated_at: row.deactivatedAt,
    created_at: row.createdAt,
    contract: p.contract,
    timetracking: row.timetracking,
    has_photo: p.photoKey !== null,
    personnel_number: p.personnelNumber,
    person: {
      ...personCore(p, row.age),
      birth_country: p.birthCountry,
      birthplace: p.birthplace,
    },
    payroll: {
      bank_iban: masked('bank_iban'),
      bank_bic: p.bankBic,
      tax_number: masked('tax_number'),
      rv_number: masked('rv_number'),
      kk_type: p.kkType,
      kk_name: p.kkName,
      kk_number: p.kkNumber,
    },
    ...personLevels(p),
    locations: locationRows,
    messen: messeRows,
    documents: docs,
  };
}
