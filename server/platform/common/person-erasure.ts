import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import {
  applications,
  bewerber,
  bewerberLocations,
  documents,
} from '@server/platform/db/schema/bewerber';
import { bewerberMessen, staffAssignments } from '@server/platform/db/schema/messen';
import { idempotencyKeys, mailOutbox, tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';

/*
 * The one erasure of a person's data outside the rows that name them, for
 * both ways a person is erased (docs/product/data-retention.md): the office's
 * erasure (server/areas/buero/writes/erase-person.ts), which then keeps the
 * applicant rows as a pseudonym, and the retention of rejected applications
 * (server/platform/jobs/rejected-retention.ts), which then deletes them. Whatever is
 * added here serves both.
 */

/** A person being erased: applicant rows and logins, as they read before the erasure. */
export type ErasedPerson = {
  rows: readonly {
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    photoKey: string | null;
  }[];
  logins: readonly { id: number; email: string; firstname: string; lastname: string }[];
  /** What a stored answer says instead of the person's name (the pseudonym). */
  replacement: string;
};

export type ErasedData = {
  /** Photo and document files: the caller removes them after the commit. */
  fileKeys: string[];
  documents: number;
  mails: number;
  answers: number;
};

/**
 * Deletes, in the caller's transaction: the documents (rows; their files and
 * the photos are returned), chosen locations and fairs, the step-2 links of
 * the applications, the mails to the person's addresses, and the person's
 * name from the stored replay answers of other users (a supervisor's
 * Idempotency-Key answers name the staff of a sheet).
 */
export async function erasePersonalData(tx: Database, person: ErasedPerson): Promise<ErasedData> {
  const ids = person.rows.map((row) => row.id);
  if (ids.length === 0) return { fileKeys: [], documents: 0, mails: 0, answers: 0 };
  const docs = await tx
    .delete(documents)
    .where(inArray(documents.bewerberId, ids))
    .returning({ key: documents.storageKey });
  await tx.delete(bewerberLocations).where(inArray(bewerberLocations.bewerberId, ids));
  await tx.delete(bewerberMessen).where(inArray(bewerberMessen.bewerberId, ids));
  const appIds = tx
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.bewerberId, ids));
  await tx.delete(tokens).where(inArray(tokens.applicationId, appIds));
  const mails = await deleteMails(tx, person);
  const answers = await scrubStoredAnswers(tx, person);
  return {
    fileKeys: [
      ...person.rows.flatMap((row) => (row.photoKey ? [row.photoKey] : [])),
      ...docs.map((doc) => doc.key),
    ],
    documents: docs.length,
    mails,
    answers,
  };
}

/**
 * The mails to the person's addresses, sent or not. A mail queued while
 * another row or login of the same address existed that is kept (the person
 * applied again and that application is still open, or became staff) belongs
 * to that one and stays.
 */
async function deleteMails(tx: Database, person: ErasedPerson): Promise<number> {
  const addresses = [
    ...new Set([...person.rows, ...person.logins].map((row) => row.email.toLowerCase())),
  ];
  const rowIds = person.rows.map((row) => row.id);
  const loginIds = person.logins.map((login) => login.id);
  const keptRow = tx
    .select({ one: sql`1` })
    .from(bewerber)
    .where(
      and(
        sql`lower(${bewerber.email}) = lower(${mailOutbox.recipient})`,
        notInArray(bewerber.id, rowIds),
        sql`${bewerber.createdAt} <= ${mailOutbox.createdAt}`,
      ),
    );
  const keptLogin = tx
    .select({ one: sql`1` })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${mailOutbox.recipient})`,
        loginIds.length > 0 ? notInArray(users.id, loginIds) : undefined,
        sql`${users.createdAt} <= ${mailOutbox.createdAt}`,
      ),
    );
  const deleted = await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(sql`lower(${mailOutbox.recipient})`, addresses),
        sql`not exists (${keptRow})`,
        sql`not exists (${keptLogin})`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** The names of these rows as the portal writes them ('Anna Schmidt'), longest first. */
function namesOf(rows: ErasedPerson['rows'], replacement: string): string[] {
  const names = new Set<string>();
  for (const row of rows) {
    const raw = `${row.firstname} ${row.lastname}`;
    // A row erased before already carries the pseudonym: nothing to replace.
    if (raw.trim() === '' || raw.trim() === replacement) continue;
    names.add(raw).add(raw.trim().replace(/\s+/g, ' '));
  }
  return [...names].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string in a JSON value with each name replaced (ignoring case). */
function replaceNames(value: unknown, patterns: readonly RegExp[], replacement: string): unknown {
  if (typeof value === 'string') {
    return patterns.reduce((text, pattern) => text.replace(pattern, replacement), value);
  }
  if (Array.isArray(value)) return value.map((item) => replaceNames(item, patterns, replacement));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceNames(item, patterns, replacement)]),
    );
  }
  return value;
}

/**
 * Replaces the person's name in stored Idempotency-Key answers (kept 30 days
 * for replays) with the replacement: the answer still replays (same status and
 * shape, the pseudonym where the name was), so a device that resends its
 * queued write gets its answer and writes nothing twice. Only time tracking
 * keeps keyed answers, and they name the people on a sheet: a person who was
 * never on one (every rejected applicant) costs no search. The person's own
 * logins' keys go with the logins.
 */
async function scrubStoredAnswers(tx: Database, person: ErasedPerson): Promise<number> {
  const onSheets = new Set(
    (
      await tx
        .selectDistinct({ id: staffAssignments.bewerberId })
        .from(staffAssignments)
        .where(
          inArray(
            staffAssignments.bewerberId,
            person.rows.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  const names = namesOf(
    person.rows.filter((row) => onSheets.has(row.id)),
    person.replacement,
  );
  if (names.length === 0) return 0;
  // As the name stands inside the JSON text (quotes and backslashes escaped).
  const inJson = names.map((name) => JSON.stringify(name).slice(1, -1));
  const candidates = await tx
    .select({
      userId: idempotencyKeys.userId,
      route: idempotencyKeys.route,
      key: idempotencyKeys.key,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.response} is not null and (${sql.join(
        inJson.map(
          (text) => sql`position(lower(${text}) in lower(${idempotencyKeys.response}::text)) > 0`,
        ),
        sql` or `,
      )})`,
    )
    .for('update');
  const patterns = names.map((name) => new RegExp(escapeRegExp(name), 'giu'));
  for (const row of candidates) {
    await tx
      .update(idempotencyKeys)
      .set({ response: replaceNames(row.response, patterns, person.replacement) })
      .where(
        and(
          sql`${idempotencyKeys.userId} = ${row.userId}`,
          sql`${idempotencyKeys.route} = ${row.route}`,
          sql`${idempotencyKeys.key} = ${row.key}`,
        ),
      );
  }
  return candidates.length;
}
