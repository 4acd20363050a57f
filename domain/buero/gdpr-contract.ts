import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/shared/account';
import { emailField, singleLine, singleLineText } from '@domain/shared/validation';

/*
 * The office's data-protection calls (docs/decisions/0025-gdpr-export-erasure-and-audit-reading.md): one person's export and
 * erasure, reading the audit of a person or a fair, and the office's own
 * accounts: the schemas of the operations in domain/buero/operations/person-data.ts.
 */

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
/** Audit ids are bigserial; a cursor is the last id of the previous page as decimal text. */
const CURSOR_PATTERN = /^[1-9]\d{0,17}$/;

/** GET …/protokoll: newest first; `cursor` continues after the previous page. */
export const auditPageQuerySchema = v.looseObject({
  cursor: v.optional(
    v.pipe(v.string('invalid'), v.regex(CURSOR_PATTERN, 'invalid'), v.transform(Number)),
  ),
  limit: v.optional(
    v.pipe(
      v.string('invalid'),
      v.regex(/^\d{1,3}$/, 'invalid'),
      v.transform(Number),
      v.minValue(1, 'invalid'),
      v.maxValue(AUDIT_PAGE_MAX, 'invalid'),
    ),
    String(AUDIT_PAGE_DEFAULT),
  ),
});

const auditEntrySchema = v.looseObject({
  id: v.number(),
  at: v.string(),
  action: v.string(),
  subject: v.nullable(v.string()),
  /** Who acted: the account's id and name; the name is null once that account is gone. */
  actor: v.nullable(v.looseObject({ id: v.number(), name: v.nullable(v.string()) })),
  /** Changed fields with before and after as stored (secrets are masked before they get there). */
  // Loose objects, not v.record: valibot's functions weigh on the first chunk (bench).
  changes: v.nullable(v.looseObject({})),
  /** The entry's other details (counts, kinds, field names), never personal values. */
  details: v.nullable(v.looseObject({})),
  /**
   * What the entry is about, as ids (domain/shared/audit-subject.ts; a person found
   * through an application, document or login is named too): the page's
   * `refs` give their names. Null for an entry about nothing (a login).
   */
  about: v.nullable(
    v.looseObject({
      person_id: v.optional(v.number()),
      application_id: v.optional(v.number()),
      user_id: v.optional(v.number()),
      document_id: v.optional(v.number()),
      fair_id: v.optional(v.number()),
      customer_id: v.optional(v.number()),
      day: v.optional(v.string()),
      sheet: v.optional(v.picklist(['staff', 'customer'])),
      month: v.optional(v.string()),
    }),
  ),
});
export type AuditEntryItem = v.InferOutput<typeof auditEntrySchema>;
export type AuditEntryAbout = NonNullable<AuditEntryItem['about']>;

const namedSchema = v.looseObject({ id: v.number(), name: v.string() });

/**
 * The names of the ids a page's entries are about or mention (assignments,
 * chosen fairs, documents), resolved on the server in a few batched reads.
 * An id whose row is gone is simply missing here.
 */
const auditRefsSchema = v.looseObject({
  /** Applicant/staff rows: the name (or pseudonym), whether it is staff (a login), its latest application. */
  people: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      staff: v.boolean(),
      application_id: v.nullable(v.number()),
    }),
  ),
  /** Logins: the account's name and role. */
  users: v.array(v.looseObject({ id: v.number(), name: v.string(), role: v.string() })),
  fairs: v.array(namedSchema),
  customers: v.array(namedSchema),
  /** Documents by their type code (the office's document labels name it). */
  documents: v.array(v.looseObject({ id: v.number(), type: v.string() })),
});
export type AuditRefs = v.InferOutput<typeof auditRefsSchema>;

/** GET personen/{id}/protokoll and messen/{id}/protokoll. */
export const auditPageSchema = v.looseObject({
  /** Who the page is about: the person's name (or pseudonym) or the fair's name. */
  title: v.string(),
  /** A person's page: true once the person is erased (the title is then the pseudonym). */
  erased: v.optional(v.boolean()),
  items: v.array(auditEntrySchema),
  refs: auditRefsSchema,
  next_cursor: v.nullable(v.string()),
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

/** POST personen/{id}/loeschen: the office types the person's name to confirm. */
export const erasePersonBodySchema = v.object({
  confirm: v.pipe(v.string('required'), singleLine(), v.trim(), v.maxLength(500, 'too_long')),
});

export const erasedPersonSchema = v.looseObject({
  success: v.literal(true),
  /** The name the kept records carry from now on. */
  pseudonym: v.string(),
  /** The person's applicant rows (all applications of the address), kept as the pseudonym. */
  bewerber_ids: v.array(v.number()),
});
export type ErasedPerson = v.InferOutput<typeof erasedPersonSchema>;

/** How long the e-mailed invitation of a new office account lets it set its password. */
export const OFFICE_INVITATION_DAYS = 7;

/**
 * POST benutzer: a new office account. Without a password (empty) the person
 * gets an invitation link by e-mail and sets it themselves (preferred: no
 * password passes through anyone's hands); with one, the office hands it over.
 */
export const newOfficeUserSchema = v.object({
  name: singleLineText(200),
  email: emailField,
  password: v.pipe(
    v.optional(v.string('invalid'), ''),
    v.check((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, 'password_min'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'password_max'),
  ),
});
export type NewOfficeUser = v.InferInput<typeof newOfficeUserSchema>;

const officeUserSchema = v.looseObject({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  created_at: v.string(),
});
export type OfficeUserItem = v.InferOutput<typeof officeUserSchema>;

/** GET benutzer: every office account, by name (a handful; no paging needed). */
export const officeUserListSchema = v.looseObject({ items: v.array(officeUserSchema) });
export type OfficeUserList = v.InferOutput<typeof officeUserListSchema>;

export const officeUserCreatedSchema = v.looseObject({
  success: v.literal(true),
  user: officeUserSchema,
  /** True when an invitation link was e-mailed (no password given). */
  invited: v.boolean(),
});
export type OfficeUserCreated = v.InferOutput<typeof officeUserCreatedSchema>;
