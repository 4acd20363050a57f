import type { AuditAction } from '@domain/shared/audit-actions';
import type { Database } from '@server/platform/db/client';
import { auditLog } from '@server/platform/db/schema/system';

/** The actions, one list for the server and the office's words (domain/shared/audit-actions.ts). */
export type { AuditAction };

export type AuditEntry = {
  action: AuditAction;
  userId?: number | null;
  subject?: string | null;
  ip?: string | null;
  /** Never passwords, tokens, cookies or session ids. */
  details?: Record<string, unknown>;
};

const auditRow = (entry: AuditEntry) => ({
  action: entry.action,
  userId: entry.userId ?? null,
  subject: entry.subject ?? null,
  ip: entry.ip ?? null,
  details: entry.details ?? null,
});

/** Appends one row to the audit log (the table refuses updates and deletes). */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Appends rows in one statement, in the given order (a batch's changes, ADR 0018). */
export async function writeAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}
