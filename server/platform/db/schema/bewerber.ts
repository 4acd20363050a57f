import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENT_STATUSES } from '@domain/shared/employment-law/statuses';
import { instant, timestamps } from './columns';
import { users } from './users';

/** The office's decisions on an application (ADR 0022). */
export const APPLICATION_DECISIONS = ['invited', 'staff', 'rejected'] as const;

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * An applicant and, once taken on, a staff member: application steps 1 and 2
 * and the master data (docs/product/rules.md) in one row. rv_number, tax_number and
 * bank_iban hold AES-256-GCM ciphertext (server/platform/crypto/field-encryption.ts).
 */
export const bewerber = pgTable(
  'bewerber',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    gender: text('gender', { enum: ['w', 'm', 'd'] }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phoneMobile: text('phone_mobile').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    student: boolean('student').notNull().default(true),
    job: text('job'),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    nationality: text('nationality'),
    birthCountry: text('birth_country'),
    birthplace: text('birthplace'),
    height: smallint('height'),
    sizeTop: smallint('size_top'),
    sizeBottom: smallint('size_bottom'),
    sizeShoe: smallint('size_shoe'),
    license: boolean('license'),
    vehicle: boolean('vehicle'),
    /** Storage key of the application photo (files live outside the web root). */
    photoKey: text('photo_key'),
    languageGerman: smallint('language_german'),
    languageEnglish: smallint('language_english'),
    languageFrench: smallint('language_french'),
    languageSpanish: smallint('language_spanish'),
    languageItalian: smallint('language_italian'),
    languageTurkish: smallint('language_turkish'),
    languageRussian: smallint('language_russian'),
    languageOther: text('language_other'),
    studySubject: text('study_subject'),
    studyPlace: text('study_place'),
    studyEnd: smallint('study_end'),
    experienceService: smallint('experience_service'),
    experienceBar: smallint('experience_bar'),
    experienceKueche: smallint('experience_kueche'),
    experienceInfodesk: smallint('experience_infodesk'),
    experiencePromotion: smallint('experience_promotion'),
    foreignExperienceWhen: text('foreign_experience_when'),
    foreignExperienceLocation: text('foreign_experience_location'),
    foreignExperienceDuration: text('foreign_experience_duration'),
    referer: text('referer'),
    privacyAcceptedAt: instant('privacy_accepted_at'),
    /** Unlocks the payroll block of the master data (pension, tax, insurance, bank). */
    contract: boolean('contract').notNull().default(false),
    rvNumberEnc: text('rv_number_enc'),
    taxNumberEnc: text('tax_number_enc'),
    kkType: text('kk_type', { enum: ['gesetzlich', 'privat'] }),
    kkName: text('kk_name'),
    kkNumber: text('kk_number'),
    bankIbanEnc: text('bank_iban_enc'),
    bankBic: text('bank_bic'),
    /**
     * The person's number in payroll (DATEV LODAS `pnr`, 1–99999), set by the
     * office; unique when set (docs/product/payroll-export.md).
     */
    personnelNumber: integer('personnel_number'),
    /**
     * The employment status the office records (issue 27): which limit the
     * employment-law counters check. Null: not recorded yet (only the
     * minimum wage and § 11 ArbZG are counted).
     */
    employmentStatus: text('employment_status', { enum: EMPLOYMENT_STATUSES }),
    /**
     * Set when the office erased the person (docs/product/data-retention.md): the
     * row then only carries the pseudonym that kept time records and signatures link to.
     */
    erasedAt: instant('erased_at'),
    ...timestamps(),
  },
  (t) => [
    // The office's applicant list (ADR 0022): grouping by e-mail, the name sort and
    // the prefix search of name and e-mail (text_pattern_ops serves LIKE 'x%').
    index('bewerber_email_lower_idx').on(sql`lower(${t.email})`, t.id),
    index('bewerber_email_lower_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('bewerber_name_sort_idx').on(sql`lower(${t.lastname})`, sql`lower(${t.firstname})`, t.id),
    index('bewerber_lastname_pattern_idx').on(sql`lower(${t.lastname}) text_pattern_ops`),
    index('bewerber_firstname_pattern_idx').on(sql`lower(${t.firstname}) text_pattern_ops`),
    // The office's staff list: only rows linked to a login, in the name sort.
    index('bewerber_staff_name_sort_idx')
      .on(sql`lower(${t.lastname})`, sql`lower(${t.firstname})`, t.id)
      .where(sql`${t.userId} is not null`),
    // The staff list's filter "nah an einer Grenze": its people's logins, index-only by id.
    index('bewerber_staff_login_idx')
      .on(t.id, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('bewerber_personnel_number_idx')
      .on(t.personnelNumber)
      .where(sql`${t.personnelNumber} is not null`),
    check(
      'bewerber_personnel_number_check',
      sql`${t.personnelNumber} is null or ${t.personnelNumber} between 1 and 99999`,
    ),
    check('bewerber_gender_check', sql`${t.gender} in ('w', 'm', 'd')`),
    check(
      'bewerber_employment_status_check',
      sql`${t.employmentStatus} in (${sql.raw(EMPLOYMENT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'bewerber_kk_type_check',
      sql`${t.kkType} is null or ${t.kkType} in ('gesetzlich', 'privat')`,
    ),
  ],
);

export const bewerberLocations = pgTable(
  'bewerber_locations',
  {
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bewerberId, t.locationId] }),
    // The office's location filter starts from the location.
    index('bewerber_locations_location_idx').on(t.locationId, t.bewerberId),
  ],
);

/** The two-step application; step 2 is reached with a token (table tokens). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['step1', 'complete', 'withdrawn'] })
      .notNull()
      .default('step1'),
    locale: text('locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    submittedAt: instant('submitted_at'),
    /**
     * The office's decision (ADR 0022): null while undecided, then invited (a
     * staff account was created and mailed), staff (the invitation was taken
     * up) or rejected. 'step 2 missing / complete' derive from `status`.
     */
    decision: text('decision', { enum: APPLICATION_DECISIONS }),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    ...timestamps(),
  },
  (t) => [
    check('applications_status_check', sql`${t.status} in ('step1', 'complete', 'withdrawn')`),
    check(
      'applications_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('invited', 'staff', 'rejected')`,
    ),
    // The applicant list's date sort and keyset paging; the person of an application.
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_bewerber_idx').on(t.bewerberId),
    // The retention job's search: rejected applications by their decision's age.
    index('applications_rejected_idx')
      .on(t.decidedAt)
      .where(sql`${t.decision} = 'rejected'`),
  ],
);

/** Uploaded documents (dokumente); the file itself is in storage under storage_key. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** When and by whom the office marked the document as checked (null: not yet). */
    checkedAt: instant('checked_at'),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // A person's documents (the staff detail, the staff list's 'documents present' filter).
  (t) => [index('documents_bewerber_idx').on(t.bewerberId, t.id)],
);
