import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@domain/shared/audit-actions';

/**
 * Every audit action in the office's words (domain/shared/audit-actions.ts lists
 * them; tests/unit/audit-actions.test.ts fails for an action without words).
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  login: msg`Anmeldung`,
  login_failed: msg`Anmeldung fehlgeschlagen`,
  login_throttled: msg`Anmeldung gebremst`,
  logout: msg`Abmeldung`,
  password_reset_requested: msg`Passwort-Link angefordert`,
  password_reset: msg`Passwort zurückgesetzt`,
  time_changed: msg`Zeit erfasst oder geändert`,
  timesheet_signed: msg`Stundenzettel unterschrieben`,
  sheet_lock_refused: msg`Änderung am unterschriebenen Zettel abgewiesen`,
  document_uploaded: msg`Dokument hochgeladen`,
  messen_selected: msg`Messen gewählt`,
  master_data_changed: msg`Stammdaten geändert`,
  applicant_viewed: msg`Bewerbung angesehen`,
  office_user_created: msg`Büro-Konto angelegt`,
  application_accepted: msg`Bewerbung angenommen`,
  application_rejected: msg`Bewerbung abgelehnt`,
  invitation_resent: msg`Einladung erneut gesendet`,
  invitation_taken_up: msg`Einladung angenommen (Passwort gesetzt)`,
  staff_viewed: msg`Personalakte angesehen`,
  staff_field_revealed: msg`Abrechnungsfeld aufgedeckt`,
  staff_document_opened: msg`Dokument geöffnet`,
  staff_document_checked: msg`Dokument als geprüft markiert`,
  staff_flags_changed: msg`Merkmale geändert`,
  staff_deactivated: msg`Konto deaktiviert`,
  staff_reactivated: msg`Konto reaktiviert`,
  person_exported: msg`Daten exportiert`,
  timesheet_pdf_exported: msg`Stundenzettel als PDF exportiert`,
  person_erased: msg`Person gelöscht`,
  fair_created: msg`Messe angelegt`,
  fair_changed: msg`Messe geändert`,
  customer_created: msg`Kunde angelegt`,
  customer_changed: msg`Kunde geändert`,
  fair_customer_attached: msg`Kunde der Messe zugeordnet`,
  fair_customer_detached: msg`Kunde von der Messe entfernt`,
  staff_assignments_changed: msg`Personal eingeplant oder entfernt`,
  supervisor_assignments_changed: msg`Aufsicht eingeteilt oder entfernt`,
  signature_superseded: msg`Unterschrift aufgehoben (Tage wieder offen)`,
  payroll_exported: msg`Abrechnungsdatei erstellt`,
  personnel_number_changed: msg`Personalnummer geändert`,
  booking_confirmed: msg`Einsatz zugesagt`,
  booking_declined: msg`Einsatz abgesagt`,
  booking_confirmed_by_phone: msg`Einsatz telefonisch zugesagt`,
  pair_meeting_changed: msg`Treffpunkt geändert`,
  customer_contact_created: msg`Kontakt des Kunden angelegt`,
  customer_contact_changed: msg`Kontakt des Kunden geändert`,
  customer_settings_changed: msg`Einstellungen des Kunden geändert`,
  pair_contacts_changed: msg`Kontakte des Einsatzes geändert`,
  calendar_feed_created: msg`Kalender-Adresse erstellt`,
  calendar_feed_renewed: msg`Kalender-Adresse erneuert`,
  time_query_created: msg`Zeit beanstandet`,
  time_query_resolved: msg`Beanstandung erledigt`,
  approval_sent: msg`Freigabe-Link gesendet`,
  approval_opened: msg`Freigabe-Link geöffnet`,
  approval_approved: msg`Stunden per Link bestätigt`,
  approval_disputed: msg`Stunden per Link beanstandet`,
  approval_tacit: msg`Stunden stillschweigend bestätigt`,
  approval_withdrawn: msg`Freigabe-Link zurückgezogen`,
  approval_dispute_resolved: msg`Einwand des Kunden erledigt`,
  period_closed: msg`Zeitraum abgeschlossen`,
  period_reopened: msg`Abschluss wiedereröffnet`,
};

/** The words of an action; an action the list does not know (a newer server) is shown as stored. */
export function auditActionLabel(action: string): MessageDescriptor | null {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as AuditAction]
    : null;
}
