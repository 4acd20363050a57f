import { writeAudit, type AuditAction } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import type { OfficeActor } from './actor';

/** A field's value before and after an action (never a secret in clear: callers mask those). */
export type FieldChange = { before: unknown; after: unknown };

/** What an action did, for its audit entry. */
export type OfficeAction = {
  action: AuditAction;
  /** What it was done to, e.g. `application:17`. */
  subject: string;
  /** Changed fields only; empty for an action that changes nothing (a view). */
  changes?: Record<string, FieldChange>;
  details?: Record<string, unknown>;
};

/**
 * Runs an office action and its audit entry in one transaction: the change and
 * the record of who did it, when and what stand or fall together. `apply` gets
 * the transaction and returns the action to record with its result.
 */
export async function runOfficeAction<T>(
  db: Database,
  actor: OfficeActor,
  apply: (tx: Database) => Promise<{ result: T; audit: OfficeAction }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await apply(tx);
    await writeAudit(tx, {
      action: audit.action,
      userId: actor.userId,
      subject: audit.subject,
      ip: actor.ip,
      details: {
        ...audit.details,
        ...(audit.changes && Object.keys(audit.changes).length > 0
          ? { changes: audit.changes }
          : {}),
      },
    });
    return result;
  });
}
