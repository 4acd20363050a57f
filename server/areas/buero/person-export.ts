import { asc, inArray, or, sql } from 'drizzle-orm';
import { openSecrets } from '@server/records/person';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import {
  applications,
  bewerberLocations,
  documents,
  locations,
} from '@server/platform/db/schema/bewerber';
import {
  bewerberMessen,
  messen,
  signatureDays,
  signatures,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { timeQueries } from '@server/platform/db/schema/season';
import { approvalDisputes } from '@server/platform/db/schema/customer-side';
import { auditLog, mailOutbox, tokens } from '@server/platform/db/schema/system';
import { sessions, users } from '@server/platform/db/schema/users';
import { pushSubscriptions } from '@server/platform/db/schema/season';
import { erasedScope } from './audit-reading';
import { employmentLawExportOf } from './employment-law-export';
import { seasonExportOf } from './season-export';
import { type BewerberRow, type Person, personSubjects } from './person';

/*
 * Everything the portal stores about one person (GDPR Art. 15 and 20), as the
 * `person.json` of the export ZIP, and the files to put beside it.
 */

/**
 * Every column that points at a person's rows, and where the export (and the
 * erasure, server/areas/buero/writes/erase-person.ts) handles it. The export test
 * reads the database's foreign keys and `*_id` columns and fails for any not
 * listed here: a new table with personal data cannot slip past both.
 */
export const PERSON_DATA_COLUMNS: Record<string, string> = {
  'bewerber.user_id': 'bewerber[] and users[]',
  'bewerber_locations.bewerber_id': 'bewerber[].locations',
  'bewerber_messen.bewerber_id': 'bewerber[].messen',
  'applications.bewerber_id': 'bewerber[].applications',
  'applications.decided_by': 'not the person: the office account that decided',
  'documents.bewerber_id': 'bewerber[].documents and files/',
  'documents.uploaded_by': 'bewerber[].documents (uploaded_by)',
  'documents.checked_by': 'not the person: the office account that checked the document',
  'staff_assignments.bewerber_id': 'bewerber[].staff_assignments',
  'staff_assignments.answered_by':
    'bewerber[].staff_assignments (answered_by): their own login, or the office account of a phone confirmation',
  'times.bewerber_id': 'bewerber[].times',
  'times.updated_by': 'bewerber[].times (updated_by); a supervisor login: not their data',
  'signatures.bewerber_id': 'bewerber[].signatures',
  'time_queries.bewerber_id': 'bewerber[].time_queries (erasure deletes them)',
  'time_queries.created_by': 'bewerber[].time_queries (created_by): their own login',
  'time_queries.resolved_by': 'not the person: the office account that resolved the question',
  'signatures.signed_by': 'bewerber[].signatures (signed_by)',
  'signatures.superseded_by':
    'not the person: the office account that reopened the signature (ADR 0027)',
  'supervisor_assignments.user_id': 'users[].supervisor_assignments',
  'supervisor_assignments.answered_by':
    'users[].supervisor_assignments (answered_by): their own login, or the office account of a phone confirmation',
  'calendar_feeds.user_id': 'users[].calendar_feed (when made; the token is a secret)',
  'cancelled_booking_days.bewerber_id': 'bewerber[].cancelled_booking_days (erasure deletes them)',
  'sessions.user_id': 'users[].sessions (times only, never the id)',
  'push_subscriptions.user_id':
    'users[].push_devices (times only: the endpoint and keys are the device push service secrets)',
  'tokens.user_id': 'users[].tokens (kind and times only, never the hash)',
  'tokens.application_id': 'bewerber[].applications[].tokens',
  'idempotency_keys.user_id': 'not exported: replay answers of the account, deleted with the login',
  'audit_log.user_id': 'audit[] (the acts of the logins)',
  'messe_customers.signed_by': "not the person: the customer's signer at a fair",
  'job_runs.claimed_by': 'not a person: the host:pid of a server instance',
  'approval_disputes.bewerber_id':
    "bewerber[].approval_disputes (the customer's comment on their day; erasure deletes them)",
  'approval_disputes.resolved_by': 'not the person: the office account that resolved the dispute',
  'approval_requests.requested_by': 'not the person: the office account that sent the request',
  'approval_requests.withdrawn_by': 'not the person: the office account that withdrew the request',
  'customer_contacts.email':
    "not a staff member: a customer's contact (the office's business data)",
  'customer_billing.updated_by': 'not the person: the office account that changed the billing data',
  'pair_rates.updated_by': 'not the person: the office account that set the rate',
  'pair_person_rates.bewerber_id':
    "not exported: the customer's price for the person's hours (the agency's business data)",
  'invoices.created_by': 'not the person: the office account that issued the invoice',
  'invoice_days.bewerber_id':
    'not exported: which invoice billed a day; the invoice is a business record kept by law (§ 147 AO) and erasure does not change it',
  'period_closes.closed_by': 'not the person: the office account that closed the period',
  'period_closes.reopened_by': 'not the person: the office account that reopened the period',
  'mail_outbox.recipient': 'mail[] (kind and times; the content is encrypted and transient)',
  'staff_wages.bewerber_id': 'bewerber[].employment_law.wages (erasure deletes them)',
  'staff_wages.created_by':
    'bewerber[].employment_law.wages (created_by): the office account that recorded the wage',
  'lecture_periods.bewerber_id': 'bewerber[].employment_law.lecture_periods (erasure deletes them)',
  'declared_short_term_jobs.bewerber_id':
    'bewerber[].employment_law.declared_short_term_jobs (erasure deletes them)',
  'declared_short_term_jobs.updated_by':
    'bewerber[].employment_law.declared_short_term_jobs (updated_by): their own login, or the office account that corrected it',
  'law_snapshots.bewerber_id':
    'bewerber[].employment_law.counters_snapshot (computed from the rows above; erasure deletes it)',
};

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** An unreadable ciphertext is named in the export, not thrown. */
const unreadable = () => '(not decryptable with the configured keys)';

function masterData(row: BewerberRow, cipher: FieldCipher) {
  const { rvNumberEnc: _rv, taxNumberEnc: _tax, bankIbanEnc: _iban, ...plain } = row;
  const secrets = openSecrets(cipher, row, unreadable);
  return {
    ...plain,
    birthdate: row.birthdate,
    privacyAcceptedAt: iso(row.privacyAcceptedAt),
    erasedAt: iso(row.erasedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    rvNumber: secrets.rv_number,
    taxNumber: secrets.tax_number,
    bankIban: secrets.bank_iban,
  };
}

/** A file to put into the ZIP under `name`. */
export type ExportFile = { name: string; key: string };

/** Letters, digits, dot, dash and underscore: a ZIP entry name no unzip tool misreads. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return cleaned.slice(0, 100) || 'datei';
}

const byBewerber = <T extends { bewerberId: number | null }>(rows: T[], id: number) =>
  rows.filter((row) => row.bewerberId === id);

/** The person's data as one JSON-ready object, and the files that belong to it. */
export async function loadPersonExport(
  db: Database,
  cipher: FieldCipher,
  person: Person,
): Promise<{ json: Record<string, unknown>; files: ExportFile[] }> {
  const ids = person.bewerberIds;
  const userIds = person.userIds.length > 0 ? person.userIds : [0];
  const [
    locationRows,
    messeRows,
    appRows,
    docRows,
    assignmentRows,
    timeRows,
    queryRows,
    disputeRows,
    signatureRows,
    userRows,
    sessionRows,
    tokenRows,
    supervisorRows,
    mailRows,
    deviceRows,
  ] = await Promise.all([
    db
      .select({ bewerberId: bewerberLocations.bewerberId, id: locations.id, name: locations.name })
      .from(bewerberLocations)
      .innerJoin(locations, sql`${locations.id} = ${bewerberLocations.locationId}`)
      .where(inArray(bewerberLocations.bewerberId, ids)),
    db
      .select({
        bewerberId: bewerberMessen.bewerberId,
        id: messen.id,
        name: messen.name,
        chosenAt: bewerberMessen.createdAt,
      })
      .from(bewerberMessen)
      .innerJoin(messen, sql`${messen.id} = ${bewerberMessen.messeId}`)
      .where(inArray(bewerberMessen.bewerberId, ids)),
    db
      .select()
      .from(applications)
      .where(inArray(applications.bewerberId, ids))
      .orderBy(asc(applications.id)),
    db
      .select()
      .from(documents)
      .where(inArray(documents.bewerberId, ids))
      .orderBy(asc(documents.id)),
    db.select().from(staffAssignments).where(inArray(staffAssignments.bewerberId, ids)),
    db.select().from(times).where(inArray(times.bewerberId, ids)).orderBy(asc(times.day)),
    db
      .select()
      .from(timeQueries)
      .where(inArray(timeQueries.bewerberId, ids))
      .orderBy(asc(timeQueries.id)),
    db
      .select()
      .from(approvalDisputes)
      .where(inArray(approvalDisputes.bewerberId, ids))
      .orderBy(asc(approvalDisputes.id)),
    db
      .select({
        signature: signatures,
        days: sql<
          string[]
        >`coalesce((select array_agg(${signatureDays.day}::text order by ${signatureDays.day}) from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id}), '{}')`,
      })
      .from(signatures)
      .where(or(inArray(signatures.bewerberId, ids), inArray(signatures.signedBy, userIds)))
      .orderBy(asc(signatures.id)),
    db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        locale: users.locale,
        role: users.role,
        timetracking: users.timetracking,
        mailEvents: users.mailEvents,
        pushEvents: users.pushEvents,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select({
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(inArray(sessions.userId, userIds)),
    db
      .select({
        kind: tokens.kind,
        userId: tokens.userId,
        applicationId: tokens.applicationId,
        createdAt: tokens.createdAt,
        expiresAt: tokens.expiresAt,
        usedAt: tokens.usedAt,
      })
      .from(tokens)
      .where(
        or(
          inArray(tokens.userId, userIds),
          inArray(
            tokens.applicationId,
            db
              .select({ id: applications.id })
              .from(applications)
              .where(inArray(applications.bewerberId, ids)),
          ),
        ),
      ),
    db.select().from(supervisorAssignments).where(inArray(supervisorAssignments.userId, userIds)),
    mailOf(db, person),
    db
      .select({ userId: pushSubscriptions.userId, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds)),
  ]);

  const season = await seasonExportOf(db, ids, userIds);
  const law = await employmentLawExportOf(db, ids);
  const files: ExportFile[] = [];
  const bewerberJson = person.rows.map((row) => {
    if (row.photoKey)
      files.push({ name: `dateien/bewerber-${String(row.id)}-foto.jpg`, key: row.photoKey });
    const docs = byBewerber(docRows, row.id).map((doc) => {
      const file = `dateien/dokument-${String(doc.id)}-${safeFileName(doc.originalName)}`;
      files.push({ name: file, key: doc.storageKey });
      const { storageKey: _key, ...meta } = doc;
      return { ...meta, createdAt: iso(doc.createdAt), file };
    });
    return {
      ...masterData(row, cipher),
      photo: row.photoKey ? `dateien/bewerber-${String(row.id)}-foto.jpg` : null,
      locations: byBewerber(locationRows, row.id).map(({ id, name }) => ({ id, name })),
      messen: byBewerber(messeRows, row.id).map(({ id, name, chosenAt }) => ({
        id,
        name,
        chosenAt: iso(chosenAt),
      })),
      applications: byBewerber(appRows, row.id).map((app) => ({
        ...app,
        submittedAt: iso(app.submittedAt),
        decidedAt: iso(app.decidedAt),
        createdAt: iso(app.createdAt),
        updatedAt: iso(app.updatedAt),
        tokens: tokenRows
          .filter((token) => token.applicationId === app.id)
          .map((token) => tokenJson(token)),
      })),
      documents: docs,
      staff_assignments: byBewerber(assignmentRows, row.id).map((a) => ({
        ...a,
        signedAt: iso(a.signedAt),
      })),
      times: byBewerber(timeRows, row.id).map((time) => ({
        ...time,
        updatedAt: iso(time.updatedAt),
      })),
      time_queries: byBewerber(queryRows, row.id).map((query) => ({
        ...query,
        createdAt: iso(query.createdAt),
        resolvedAt: iso(query.resolvedAt),
      })),
      // The customer's comments on their days (approval by link, issue 25).
      approval_disputes: byBewerber(disputeRows, row.id).map((dispute) => ({
        ...dispute,
        createdAt: iso(dispute.createdAt),
        resolvedAt: iso(dispute.resolvedAt),
      })),
      cancelled_booking_days: season.cancelledDaysOf(row.id),
      signatures: signatureRows
        .filter((s) => s.signature.bewerberId === row.id)
        .map((s) => signatureJson(s.signature, s.days)),
      // Status (above, employmentStatus), wages, lecture periods, declarations (issue 27).
      employment_law: law.employmentLawOf(row.id),
    };
  });

  const audit = await auditOf(db, person);
  const json = {
    format: 'messe-personal-person-export/1',
    exported_at: new Date().toISOString(),
    requested_bewerber_id: person.target.id,
    bewerber: bewerberJson,
    users: userRows.map((user) => ({
      ...user,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      sessions: sessionRows
        .filter((s) => s.userId === user.id)
        .map((s) => ({
          createdAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeenAt),
          expiresAt: iso(s.expiresAt),
        })),
      calendar_feed: season.calendarFeedOf(user.id),
      push_devices: deviceRows
        .filter((d) => d.userId === user.id)
        .map((d) => ({ createdAt: iso(d.createdAt) })),
      tokens: tokenRows
        .filter((token) => token.userId === user.id)
        .map((token) => tokenJson(token)),
      supervisor_assignments: supervisorRows.filter((a) => a.userId === user.id),
      // Signatures this login collected for others (a customer on a supervisor's tablet):
      // when and which sheet only; the signer's name and drawing are someone else's data.
      signatures_collected: signatureRows
        .filter(
          (s) => s.signature.signedBy === user.id && !ids.includes(s.signature.bewerberId ?? 0),
        )
        .map(({ signature, days }) => ({
          id: signature.id,
          kind: signature.kind,
          messeId: signature.messeId,
          customerId: signature.customerId,
          createdAt: iso(signature.createdAt),
          days,
        })),
    })),
    mail: mailRows,
    audit,
  };
  return { json, files };
}

function tokenJson(token: { kind: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }) {
  return {
    kind: token.kind,
    createdAt: iso(token.createdAt),
    expiresAt: iso(token.expiresAt),
    usedAt: iso(token.usedAt),
  };
}

function signatureJson(signature: typeof signatures.$inferSelect, days: string[]) {
  return { ...signature, createdAt: iso(signature.createdAt), days };
}

/** Mails to the person's addresses (kind and times; the content is encrypted and transient). */
async function mailOf(db: Database, person: Person) {
  const addresses = [...new Set(person.rows.map((row) => row.email.toLowerCase()))];
  const rows = await db
    .select({ kind: mailOutbox.kind, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.recipient})`, addresses))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    createdAt: iso(row.createdAt),
    sentAt: iso(row.sentAt),
  }));
}

/** Every audit entry about the person or by their logins, oldest first. */
async function auditOf(db: Database, person: Person) {
  const former = await erasedScope(db, person.bewerberIds);
  const subjects = [...(await personSubjects(db, person)), ...former.subjects];
  const userIds = [...person.userIds, ...(former.userIds ?? [])];
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        inArray(auditLog.subject, subjects),
        userIds.length > 0 ? inArray(auditLog.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}
