import type { Database } from '../db/client';
import { auditLog } from '../db/schema/system';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'password_reset_requested'
  | 'password_reset'
  | 'time_changed'
  | 'timesheet_signed'
  | 'sheet_lock_refused'
  | 'document_uploaded'
  | 'messen_selected'
  | 'master_data_changed'
  | 'applicant_viewed'
  | 'office_user_created';

export type AuditEntry = {
  action: AuditAction;
  userId?: number | null;
  subject?: string | null;
  ip?: string | null;
  /** Never passwords, tokens, cookies or session ids. */
  details?: Record<string, unknown>;
};

/** Appends one row to the audit log (the table refuses updates and deletes). */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
