import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { erasePersonalData } from '@server/platform/common/person-erasure';
import type { FileStore } from '@server/platform/storage/file-store';
import type { PeriodicJob } from './periodic-job';

/** What a stored answer says instead of a deleted applicant's name (their row is gone). */
const ERASED_NAME = 'Gelöschte Person';

/** People erased per transaction: a long backlog goes in short steps, not one long lock. */
const BATCH = 200;

export type RetentionOutcome = { applicants: number; files: number };

/**
 * The applicant rows (bewerber) whose every application was rejected longer
 * than `days` ago and that have no login: their personal data has no purpose
 * any more (docs/product/office.md, Retention). A person who applied again
 * has a row of their own per application, so a newer application keeps its
 * own row; a row linked to a login (staff) is never touched.
 */
function expiredRows(db: Database, days: number) {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  return db
    .select({
      id: bewerber.id,
      email: bewerber.email,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      photoKey: bewerber.photoKey,
    })
    .from(bewerber)
    .where(
      and(
        isNull(bewerber.userId),
        sql`exists (select 1 from ${applications} where ${applications.bewerberId} = ${bewerber.id} and ${applications.decision} = 'rejected' and ${applications.decidedAt} < ${cutoff})`,
        sql`not exists (select 1 from ${applications} where ${applications.bewerberId} = ${bewerber.id} and (${applications.decision} is distinct from 'rejected' or ${applications.decidedAt} is null or ${applications.decidedAt} >= ${cutoff}))`,
      ),
    )
    .orderBy(bewerber.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
}

/**
 * Deletes the personal data of rejected applications after the retention
 * period with the erasure routine the office's erasure uses
 * (server/platform/common/person-erasure.ts: documents, chosen locations and fairs,
 * step-2 links, the mails to the address), then the applicant row and with it
 * (foreign keys cascade) the applications; then the photo and document files.
 * Files are removed after the commit, so a failed transaction leaves nothing
 * half-deleted (a file left behind by a crash between the two belongs to no
 * row and is never served). The audit log keeps its entries: they name
 * `application:<id>`, no personal data.
 */
export async function eraseExpiredRejections(
  db: Database,
  files: FileStore,
  days: number,
): Promise<RetentionOutcome> {
  const total: RetentionOutcome = { applicants: 0, files: 0 };
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const rows = await expiredRows(tx, days);
      if (rows.length === 0) return null;
      const ids = rows.map((row) => row.id);
      // No login (expiredRows), and the row goes: nothing is left to carry a pseudonym.
      const erased = await erasePersonalData(tx, {
        rows,
        logins: [],
        replacement: ERASED_NAME,
      });
      await tx.delete(bewerber).where(inArray(bewerber.id, ids));
      total.applicants += ids.length;
      return erased.fileKeys;
    });
    if (keys === null) return total;
    for (const key of keys) await files.remove(key);
    total.files += keys.length;
  }
}

/** The retention job: once per period across all instances; its outcome holds counts only. */
export function rejectedRetentionJob(
  files: FileStore,
  days: number,
  periodMs: number,
): PeriodicJob {
  return {
    name: 'rejected-application-retention',
    periodMs,
    run: async (db) => {
      const done = await eraseExpiredRejections(db, files, days);
      return `${String(done.applicants)} rejected applicants erased, ${String(done.files)} files removed`;
    },
  };
}
