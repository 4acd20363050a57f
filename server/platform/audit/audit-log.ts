import type { Database } from '@server/platform/db/client';
import { auditLog } from '@server/platform/db/schema/system';

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
  | 'office_user_created'
  | 'application_accepted'
  | 'application_rejected'
  | 'invitation_resent'
  | 'invitation_taken_up'
  | 'staff_viewed'
  | 'staff_field_revealed'
  | 'staff_document_opened'
  | 'staff_document_checked'
  | 'staff_flags_changed'
  | 'staff_deactivated'
  | 'staff_reactivated'
  | 'person_exported'
  | 'timesheet_pdf_exported'
  | 'person_erased'
  | 'fair_created'
  | 'fair_changed'
  | 'customer_created'
  | 'customer_changed'
  | 'fair_customer_attached'
  | 'fair_customer_detached'
  | 'staff_assignments_changed'
  | 'supervisor_assignments_changed'
  | 'signature_superseded'
  | 'payroll_exported'
  | 'personnel_number_changed';

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
