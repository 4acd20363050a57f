import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, documents } from '@server/platform/db/schema/bewerber';
import { staffAssignments, times } from '@server/platform/db/schema/messen';

/*
 * One person for data protection: every applicant row of the e-mail address
 * (each application creates its own, ADR 0022) and the logins they are linked to.
 */

export type BewerberRow = typeof bewerber.$inferSelect;

export type Person = {
  /** The row the office asked about. */
  target: BewerberRow;
  /** Every row of the same address (case-insensitive), by id; includes the target. */
  rows: BewerberRow[];
  bewerberIds: number[];
  userIds: number[];
};

/** The person of an applicant row, or null when there is no such row. */
export async function findPerson(db: Database, id: number, lock = false): Promise<Person | null> {
  const [target] = await db.select().from(bewerber).where(eq(bewerber.id, id));
  if (!target) return null;
  const query = db
    .select()
    .from(bewerber)
    .where(sql`lower(${bewerber.email}) = lower(${target.email})`)
    .orderBy(asc(bewerber.id));
  const rows = lock ? await query.for('update') : await query;
  return {
    target,
    rows,
    bewerberIds: rows.map((row) => row.id),
    userIds: [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))],
  };
}

/** 'Anna Schmidt' as the office reads it (also what it types to confirm an erasure). */
export function displayName(row: Pick<BewerberRow, 'firstname' | 'lastname'>): string {
  return `${row.firstname} ${row.lastname}`.trim().replace(/\s+/g, ' ');
}

/**
 * The audit subjects that are about this person, as the writers name them:
 * `bewerber:`, `staff:` (the office's acts on the staff record), `application:`,
 * `user:`, `document:`, the person's own sheets (`staff_sheet:m/c/bewerber`)
 * and days (`times:m/c/bewerber/day`).
 */
export async function personSubjects(db: Database, person: Person): Promise<string[]> {
  const ids = person.bewerberIds;
  const [apps, docs, sheets, days] = await Promise.all([
    db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.bewerberId, ids)),
    db.select({ id: documents.id }).from(documents).where(inArray(documents.bewerberId, ids)),
    db
      .select({
        m: staffAssignments.messeId,
        c: staffAssignments.customerId,
        b: staffAssignments.bewerberId,
      })
      .from(staffAssignments)
      .where(inArray(staffAssignments.bewerberId, ids)),
    db
      .select({ m: times.messeId, c: times.customerId, b: times.bewerberId, day: times.day })
      .from(times)
      .where(inArray(times.bewerberId, ids)),
  ]);
  return [
    ...ids.map((id) => `bewerber:${String(id)}`),
    ...ids.map((id) => `staff:${String(id)}`),
    ...person.userIds.map((id) => `user:${String(id)}`),
    ...apps.map((row) => `application:${String(row.id)}`),
    ...docs.map((row) => `document:${String(row.id)}`),
    ...sheets.map((row) => `staff_sheet:${String(row.m)}/${String(row.c)}/${String(row.b)}`),
    ...days.map((row) => `times:${String(row.m)}/${String(row.c)}/${String(row.b)}/${row.day}`),
  ];
}
