import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The audit's actions in the office's words; an unknown one is shown as stored. */
export const AUDIT_ACTION_LABELS: Record<string, MessageDescriptor> = {
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
  person_exported: msg`Daten exportiert`,
  timesheet_pdf_exported: msg`Stundenzettel als PDF exportiert`,
  person_erased: msg`Person gelöscht`,
  signature_superseded: msg`Unterschrift aufgehoben (Tage wieder offen)`,
};
