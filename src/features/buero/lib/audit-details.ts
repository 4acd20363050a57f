import type { I18n } from '@lingui/core';
import { formatShiftEnd } from '@domain/shared/times/shift-time';
import { msg } from '@lingui/core/macro';
import type { AuditEntryItem, AuditRefs } from '@domain/buero/gdpr-contract';
import { formatDate, formatDateRange } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { clockText, fieldLabel, fieldValue } from './audit-fields';
import { counterLabel } from './employment-law-texts';

/*
 * An audit entry's details in words, per action: what was exported, which
 * days a signature covers, which fields the person changed, who was added.
 * Keys an action does not name here are not shown (ids the erasure keeps for
 * its own lookups, hashes); what an entry changed is shown by its changes.
 */

/** The names of the ids a page's entries mention, as maps. */
export type RefNames = {
  people: Map<number, string>;
  users: Map<number, string>;
  fairs: Map<number, string>;
  customers: Map<number, string>;
  documents: Map<number, string>;
};

/** Maps of the names of every page loaded so far. */
export function refNames(pages: readonly { refs: AuditRefs }[]): RefNames {
  const names: RefNames = {
    people: new Map(),
    users: new Map(),
    fairs: new Map(),
    customers: new Map(),
    documents: new Map(),
  };
  for (const { refs } of pages) {
    for (const row of refs.people) names.people.set(row.id, row.name);
    for (const row of refs.users) names.users.set(row.id, row.name);
    for (const row of refs.fairs) names.fairs.set(row.id, row.name);
    for (const row of refs.customers) names.customers.set(row.id, row.name);
    for (const row of refs.documents) names.documents.set(row.id, row.type);
  }
  return names;
}

const LODAS = 'DATEV-LODAS';
const CSV = 'CSV';

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** Ids as names ('#17' for a row that is gone). */
export function namesOf(map: Map<number, string>, list: readonly number[]): string {
  return list.map((id) => map.get(id) ?? `#${String(id)}`).join(', ');
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The lines that say what an entry's details hold. */
export function detailLines(
  i18n: I18n,
  locale: Locale,
  entry: AuditEntryItem,
  names: RefNames,
): string[] {
  const d = entry.details ?? {};
  const lines: string[] = [];
  const add = (line: string | null) => {
    if (line) lines.push(line);
  };
  const yesNo = (value: unknown) => i18n._(value === true ? msg`ja` : msg`nein`);
  switch (entry.action) {
    case 'time_changed': {
      // What the day holds after the save (the changes say what it held before).
      if (d.time_start === null) add(i18n._(msg`keine Arbeitszeit`));
      else if (typeof d.time_start === 'number') {
        const from = clockText(d.time_start);
        const to =
          typeof d.time_end === 'number' ? formatShiftEnd(d.time_end) : clockText(d.time_end);
        const pause = fieldValue(i18n, locale, 'time_break', d.time_break);
        add(i18n._(msg`${from}–${to}, Pause ${pause}`));
      }
      if (d.created === true) add(i18n._(msg`neu erfasst`));
      break;
    }
    case 'timesheet_signed':
    case 'signature_superseded':
      add(
        d.kind === 'customer'
          ? i18n._(msg`Unterschrift des Kunden`)
          : d.kind === 'staff'
            ? i18n._(msg`Unterschrift der Person`)
            : null,
      );
      if (Array.isArray(d.days) && d.days.length > 0) {
        const days = d.days
          .filter((day): day is string => typeof day === 'string')
          .map((day) => formatDate(day, locale))
          .join(', ');
        add(i18n._(msg`Tage: ${days}`));
      }
      break;
    case 'sheet_lock_refused':
      add(d.sign ? i18n._(msg`Unterschrift`) : null);
      break;
    case 'application_rejected':
      {
        const reason = yesNo(d.reason_given);
        const mail = yesNo(d.mail_sent);
        add(i18n._(msg`Grund angegeben: ${reason}`));
        add(i18n._(msg`Absage per E-Mail: ${mail}`));
      }
      break;
    case 'master_data_changed': {
      const fields = Array.isArray(d.changed)
        ? d.changed
            .filter((field): field is string => typeof field === 'string')
            .map((field) => fieldLabel(i18n, field))
            .join(', ')
        : '';
      if (fields) add(i18n._(msg`Geänderte Felder: ${fields}`));
      break;
    }
    case 'messen_selected': {
      const chosen = namesOf(names.fairs, ids(d.added));
      const dropped = namesOf(names.fairs, ids(d.removed));
      if (chosen) add(i18n._(msg`gewählt: ${chosen}`));
      if (dropped) add(i18n._(msg`abgewählt: ${dropped}`));
      break;
    }
    case 'document_uploaded':
      add(text(d.type));
      break;
    case 'staff_field_revealed':
      add(typeof d.field === 'string' ? fieldLabel(i18n, d.field) : null);
      break;
    case 'staff_document_opened':
    case 'staff_document_checked':
      add(typeof d.document === 'number' ? namesOf(names.documents, [d.document]) : null);
      break;
    case 'person_exported':
    case 'person_erased':
      if (typeof d.files === 'number') {
        const files = String(d.files);
        add(i18n._(msg`Dateien: ${files}`));
      }
      break;
    case 'timesheet_pdf_exported': {
      add(d.format === 'zip' ? i18n._(msg`ZIP aller Stundenzettel`) : i18n._(msg`PDF`));
      const customers = namesOf(names.customers, ids(d.customer_ids));
      if (customers) add(i18n._(msg`Kunden: ${customers}`));
      if (typeof d.people === 'number') {
        const people = String(d.people);
        add(i18n._(msg`Personen: ${people}`));
      }
      break;
    }
    case 'payroll_exported': {
      add(d.format === 'lodas' ? LODAS : d.format === 'csv' ? CSV : null);
      const from = text(d.from);
      const to = text(d.to);
      if (from && to) add(formatDateRange(from, to, locale));
      if (typeof d.staff_count === 'number') {
        const people = String(d.staff_count);
        add(i18n._(msg`Personen in der Datei: ${people}`));
      }
      if (typeof d.selection === 'number') {
        const chosen = String(d.selection);
        add(i18n._(msg`gewählt: ${chosen} Personen`));
      }
      if (d.include_unsigned === true) add(i18n._(msg`mit nicht unterschriebenen Tagen`));
      break;
    }
    case 'staff_assignments_changed': {
      const kept = namesOf(names.people, ids(d.kept_with_times));
      if (kept) add(i18n._(msg`bleibt wegen Zeiten auf dem Stundenzettel: ${kept}`));
      break;
    }
    case 'law_limit_overridden': {
      // Issue 27: the clerk's reason and the counters the add crossed (code, value, limit).
      const reason = text(d.reason);
      if (reason) add(i18n._(msg`Grund: ${reason}`));
      const crossed = Array.isArray(d.crossed) ? (d.crossed as Record<string, unknown>[]) : [];
      for (const counter of crossed) {
        const label = counterLabel(i18n, String(counter.code));
        const value = typeof counter.value === 'number' ? String(counter.value) : '–';
        const limit = String(counter.limit);
        add(i18n._(msg`überschritten: ${label} (${value} von ${limit})`));
      }
      break;
    }
    case 'password_reset_requested':
      if (d.suppressed === true) add(i18n._(msg`zu viele Anfragen: keine Mail`));
      else if (d.known === false) add(i18n._(msg`unbekannte Adresse: keine Mail`));
      break;
    case 'office_user_created':
      if (d.invited === true) add(i18n._(msg`per Einladungs-Mail`));
      break;
    default:
      break;
  }
  return lines;
}
