import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@domain/buero/applicants-contract';
import { formatDate, formatDateTime } from '@domain/shared/date-format';
import { federalStateName } from '@domain/shared/federal-states';
import type { Locale } from '@domain/shared/locale';
import { formatClock } from '@domain/shared/times/time';
import { formatShiftEnd } from '@domain/shared/times/shift-time';
import { STATUS_LABELS } from './labels';

/*
 * The fields the audit's entries name (their changes, the master data a
 * person changed, the payroll field revealed) in words, and their stored
 * values as the office reads them: minutes since midnight as 17:00, a break in
 * minutes, days and instants as dates, yes/no, statuses and states by name.
 */

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  time_start: msg`Beginn`,
  time_end: msg`Ende`,
  time_break: msg`Pause`,
  status: msg`Status`,
  contract: msg`Vertrag`,
  timetracking: msg`Zeiterfassung`,
  active: msg`Aktiv`,
  personnel_number: msg`Personalnummer`,
  name: msg`Name`,
  city: msg`Ort`,
  description: msg`Beschreibung`,
  date_start: msg`Erster Tag`,
  date_end: msg`Letzter Tag`,
  federal_state: msg`Bundesland`,
  archived: msg`Archiviert`,
  attached: msg`Zugeordnet`,
  staff: msg`Personal`,
  supervisors: msg`Aufsicht`,
  superseded_at: msg`Aufgehoben am`,
  superseded_reason: msg`Grund`,
  role: msg`Rolle`,
  checked: msg`Geprüft`,
  // Master data (Stammdaten) and the payroll fields.
  street: msg`Straße`,
  zipcode: msg`PLZ`,
  phone_mobile: msg`Mobiltelefon`,
  email: msg`E-Mail`,
  birth_country: msg`Geburtsland`,
  birthplace: msg`Geburtsort`,
  size_top: msg`Größe Oberteil`,
  size_bottom: msg`Größe Hose`,
  job: msg`Beruf`,
  study_subject: msg`Studienfach`,
  study_place: msg`Studienort`,
  study_end: msg`Studienende`,
  rv_number: msg`Rentenversicherungsnummer`,
  tax_number: msg`Steuer-ID`,
  bank_iban: msg`IBAN`,
  bank_bic: msg`BIC`,
  kk_type: msg`Krankenversicherung`,
  kk_name: msg`Krankenkasse`,
  kk_number: msg`Versichertennummer`,
  locations: msg`Einsatzorte`,
};

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  office: msg`Büro`,
  staff: msg`Personal`,
};

const YES = msg`ja`;
const NO = msg`nein`;
const NONE = '–';

/** A field's name in words; an unknown one as stored. */
export function fieldLabel(i18n: I18n, field: string): string {
  return Object.hasOwn(FIELD_LABELS, field)
    ? i18n._(FIELD_LABELS[field] as MessageDescriptor)
    : field;
}

/** Minutes since midnight as a clock time (null: no time on that day). */
export function clockText(value: unknown): string {
  return typeof value === 'number' ? formatClock(value) : NONE;
}

/** A stored value of a field in words. */
export function fieldValue(i18n: I18n, locale: Locale, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (field === 'time_end') return typeof value === 'number' ? formatShiftEnd(value) : NONE;
  if (field === 'time_start') return clockText(value);
  if (field === 'time_break' && typeof value === 'number') {
    const minutes = String(value);
    return i18n._(msg`${minutes} Min.`);
  }
  if (typeof value === 'string') {
    if ((field === 'date_start' || field === 'date_end') && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return formatDate(value, locale);
    }
    if (field === 'superseded_at') return formatDateTime(value, locale) || value;
    if (field === 'status' && (APPLICANT_STATUSES as readonly string[]).includes(value)) {
      return i18n._(STATUS_LABELS[value as ApplicantStatus]);
    }
    if (field === 'federal_state') return federalStateName(value, locale) ?? value;
    if (field === 'role' && Object.hasOwn(ROLE_LABELS, value)) {
      return i18n._(ROLE_LABELS[value] as MessageDescriptor);
    }
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.map((item) => fieldValue(i18n, locale, field, item)).join(', ');
  return JSON.stringify(value);
}
