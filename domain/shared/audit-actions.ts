/*
 * Every action the portal writes to its audit log (server/platform/audit/audit-log.ts
 * takes only these). The office reads them in words
 * (src/features/buero/lib/audit-labels.ts, one per action: a test fails for
 * an action without words in German or English).
 */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'password_reset_requested',
  'password_reset',
  'time_changed',
  'timesheet_signed',
  'sheet_lock_refused',
  'document_uploaded',
  'messen_selected',
  'master_data_changed',
  'applicant_viewed',
  'office_user_created',
  'application_accepted',
  'application_rejected',
  'invitation_resent',
  'invitation_taken_up',
  'staff_viewed',
  'staff_field_revealed',
  'staff_document_opened',
  'staff_document_checked',
  'staff_flags_changed',
  'staff_deactivated',
  'staff_reactivated',
  'person_exported',
  'timesheet_pdf_exported',
  'person_erased',
  'fair_created',
  'fair_changed',
  'customer_created',
  'customer_changed',
  'fair_customer_attached',
  'fair_customer_detached',
  'staff_assignments_changed',
  'supervisor_assignments_changed',
  'signature_superseded',
  'payroll_exported',
  'personnel_number_changed',
  'booking_confirmed',
  'booking_declined',
  'booking_confirmed_by_phone',
  'pair_meeting_changed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
