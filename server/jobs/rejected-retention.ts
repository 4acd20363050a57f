import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applications, bewerber, documents } from '../db/schema/bewerber';
import type { FileStore } from '../storage/file-store';
import type { PeriodicJob } from './periodic-job';

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
    .select({ id: bewerber.id, photoKey: bewerber.photoKey })
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
 * period: the applicant row and with it (foreign keys cascade) the
 * applications, step-2 tokens, chosen locations and fairs and document rows;
 * then the photo and document files. Files are removed after the commit, so a
 * failed transaction leaves nothing half-deleted (a file left behind by a crash
 * between the two belongs to no row and is never served). The audit log keeps
 * its entries: they name `application:<id>`, no personal data.
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
      const docs = await tx
        .select({ key: documents.storageKey })
        .from(documents)
        .where(inArray(documents.bewerberId, ids));
      await tx.delete(bewerber).where(inArray(bewerber.id, ids));
      total.applicants += ids.length;
      return [
        ...rows.flatMap((row) => (row.photoKey ? [row.photoKey] : [])),
        ...docs.map((doc) => doc.key),
      ];
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
