import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditEntryAbout, AuditRefs } from '@domain/buero/gdpr-contract';
import { type AuditAbout, auditAbout } from '@domain/shared/audit-subject';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, documents } from '@server/platform/db/schema/bewerber';
import { customers, messen } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';

/*
 * The names behind a page of audit entries (docs/product/data-retention.md):
 * what each entry is about (its subject, domain/shared/audit-subject.ts) and the ids
 * its changes and details mention (assigned staff and supervisors, chosen
 * fairs, documents, customers). Resolved in two rounds of batched reads
 * whatever the page's size: applications and documents name their person,
 * then people, logins, fairs and customers by id.
 */

type Entry = {
  action: string;
  subject: string | null;
  changes: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
};

type Ids = {
  people: Set<number>;
  users: Set<number>;
  fairs: Set<number>;
  customers: Set<number>;
  documents: Set<number>;
  applications: Set<number>;
};

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Ids in a value that is an id or a list of them. */
function idsIn(value: unknown): number[] {
  if (isId(value)) return [value];
  return Array.isArray(value) ? value.filter(isId) : [];
}

/** Both sides of a change (lists of ids before and after). */
function changeIds(changes: Record<string, unknown> | null, field: string): number[] {
  const change = changes?.[field];
  if (change === null || typeof change !== 'object') return [];
  const { before, after } = change as { before?: unknown; after?: unknown };
  return [...idsIn(before), ...idsIn(after)];
}

/** The ids an entry's changes and details mention, by the table they name. */
function collectMentions(entry: Entry, ids: Ids): void {
  const details = entry.details ?? {};
  switch (entry.action) {
    case 'staff_assignments_changed':
      for (const id of [
        ...changeIds(entry.changes, 'staff'),
        ...idsIn(details.added),
        ...idsIn(details.removed),
        ...idsIn(details.kept_with_times),
      ]) {
        ids.people.add(id);
      }
      break;
    case 'supervisor_assignments_changed':
      for (const id of changeIds(entry.changes, 'supervisors')) ids.users.add(id);
      break;
    case 'messen_selected':
      for (const id of [...idsIn(details.added), ...idsIn(details.removed)]) ids.fairs.add(id);
      break;
    case 'staff_document_opened':
    case 'staff_document_checked':
      for (const id of idsIn(details.document)) ids.documents.add(id);
      break;
    case 'timesheet_pdf_exported':
      for (const id of idsIn(details.customer_ids)) ids.customers.add(id);
      break;
    default:
      break;
  }
}

function collectAbout(about: AuditAbout | null, ids: Ids): void {
  if (!about) return;
  if (about.person_id !== undefined) ids.people.add(about.person_id);
  if (about.application_id !== undefined) ids.applications.add(about.application_id);
  if (about.user_id !== undefined) ids.users.add(about.user_id);
  if (about.document_id !== undefined) ids.documents.add(about.document_id);
  if (about.fair_id !== undefined) ids.fairs.add(about.fair_id);
  if (about.customer_id !== undefined) ids.customers.add(about.customer_id);
}

const list = (ids: Set<number>) => [...ids];

/** Rows of a table by id; no query for no ids. */
async function byIds<T>(ids: Set<number>, read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  return ids.size === 0 ? [] : read(list(ids));
}

const name = (firstname: string | null, lastname: string | null) =>
  `${firstname ?? ''} ${lastname ?? ''}`.trim().replace(/\s+/g, ' ');

/**
 * What each entry is about (a person found through the entry's application or
 * document is named too) and the names of every id the page mentions.
 */
export async function resolveAuditRefs(
  db: Database,
  entries: readonly Entry[],
): Promise<{ abouts: (AuditEntryAbout | null)[]; refs: AuditRefs }> {
  const abouts = entries.map((entry) => auditAbout(entry.subject, entry.details));
  const ids: Ids = {
    people: new Set(),
    users: new Set(),
    fairs: new Set(),
    customers: new Set(),
    documents: new Set(),
    applications: new Set(),
  };
  entries.forEach((entry, index) => {
    collectAbout(abouts[index] ?? null, ids);
    collectMentions(entry, ids);
  });

  // Round 1: applications and documents name the person they belong to.
  const [applicationRows, documentRows] = await Promise.all([
    byIds(ids.applications, (some) =>
      db
        .select({ id: applications.id, personId: applications.bewerberId })
        .from(applications)
        .where(inArray(applications.id, some)),
    ),
    byIds(ids.documents, (some) =>
      db
        .select({ id: documents.id, type: documents.type, personId: documents.bewerberId })
        .from(documents)
        .where(inArray(documents.id, some)),
    ),
  ]);
  const personOf = new Map<string, number>();
  for (const row of applicationRows) personOf.set(`a${String(row.id)}`, row.personId);
  for (const row of documentRows) personOf.set(`d${String(row.id)}`, row.personId);
  const withPeople = abouts.map((about) => {
    if (!about || about.person_id !== undefined) return about;
    const person =
      (about.application_id === undefined
        ? undefined
        : personOf.get(`a${String(about.application_id)}`)) ??
      (about.document_id === undefined ? undefined : personOf.get(`d${String(about.document_id)}`));
    if (person === undefined) return about;
    ids.people.add(person);
    return { ...about, person_id: person };
  });

  // Round 2: the names.
  const [people, userRows, fairs, customerRows] = await Promise.all([
    byIds(ids.people, (some) =>
      db
        .select({
          id: bewerber.id,
          firstname: bewerber.firstname,
          lastname: bewerber.lastname,
          userId: bewerber.userId,
          applicationId: sql<number | null>`max(${applications.id})`,
        })
        .from(bewerber)
        .leftJoin(applications, eq(applications.bewerberId, bewerber.id))
        .groupBy(bewerber.id)
        .where(inArray(bewerber.id, some)),
    ),
    byIds(ids.users, (some) =>
      db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, some)),
    ),
    byIds(ids.fairs, (some) =>
      db.select({ id: messen.id, name: messen.name }).from(messen).where(inArray(messen.id, some)),
    ),
    byIds(ids.customers, (some) =>
      db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(inArray(customers.id, some)),
    ),
  ]);
  return {
    abouts: withPeople,
    refs: {
      people: people.map((row) => ({
        id: row.id,
        name: name(row.firstname, row.lastname),
        staff: row.userId !== null,
        application_id: row.applicationId === null ? null : Number(row.applicationId),
      })),
      users: userRows.map((row) => ({
        id: row.id,
        name: name(row.firstname, row.lastname),
        role: row.role,
      })),
      fairs,
      customers: customerRows,
      documents: documentRows.map(({ id, type }) => ({ id, type })),
    },
  };
}
