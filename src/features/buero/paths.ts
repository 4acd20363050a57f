import type { Locale } from '@domain/shared/locale';

/**
 * Addresses of the office's screens below `/:locale/buero`; routes.ts declares
 * the same patterns (tests/component/buero-paths.test.tsx). The navigation's
 * link (src/ui/paths.ts) leads to the applicant list.
 */
export const bueroPaths = {
  /** The applicant list; `search` is its filter query (lib/list-filter.ts). */
  applicants: (locale: Locale, search = '') =>
    `/${locale}/buero/bewerbungen${search ? `?${search}` : ''}`,
  applicant: (locale: Locale, id: number) => `/${locale}/buero/bewerbungen/${String(id)}`,
  /** The staff list; `search` is its filter query (lib/staff-filter.ts). */
  staff: (locale: Locale, search = '') => `/${locale}/buero/personal${search ? `?${search}` : ''}`,
  staffMember: (locale: Locale, id: number) => `/${locale}/buero/personal/${String(id)}`,
  /** 'Protokoll & Datenschutz' of a person (an applicant row's id): audit, export, erasure. */
  personAudit: (locale: Locale, bewerberId: number) =>
    `/${locale}/buero/personen/${String(bewerberId)}/protokoll`,
  messeAudit: (locale: Locale, messeId: number) =>
    `/${locale}/buero/messen/${String(messeId)}/protokoll`,
  officeUsers: (locale: Locale) => `/${locale}/buero/benutzer`,
  /** Fairs: the list (active, or the archive with `?archiv=1`) and the form for a new one. */
  fairs: (locale: Locale, archived = false) =>
    `/${locale}/buero/messen${archived ? '?archiv=1' : ''}`,
  fair: (locale: Locale, id: number) => `/${locale}/buero/messen/${String(id)}`,
  customers: (locale: Locale, archived = false) =>
    `/${locale}/buero/kunden${archived ? '?archiv=1' : ''}`,
  /** Payroll files: the CSV and the DATEV LODAS file of a month or a fair. */
  payroll: (locale: Locale) => `/${locale}/buero/abrechnung`,
  /** The month close: preflight, close, reopen (docs/product/month-close.md). */
  monthClose: (locale: Locale) => `/${locale}/buero/abschluss`,
  /** Who works for a customer at a fair. */
  pair: (locale: Locale, messeId: number, customerId: number) =>
    `/${locale}/buero/messen/${String(messeId)}/kunden/${String(customerId)}`,
  /** The review of a fair's timesheets (docs/product/timesheet-review.md); `filter` as the review's filter. */
  fairTimes: (locale: Locale, messeId: number, filter = '') =>
    `/${locale}/buero/messen/${String(messeId)}/zeiten${filter ? `?filter=${filter}` : ''}`,
  /** The review of one customer's timesheet at a fair. */
  pairTimes: (locale: Locale, messeId: number, customerId: number, filter = '') =>
    `/${locale}/buero/messen/${String(messeId)}/kunden/${String(customerId)}/zeiten${filter ? `?filter=${filter}` : ''}`,
  /** The invoices of a year (issue 26); `search` as lib/invoice-target.ts writes it. */
  invoices: (locale: Locale, search = '') =>
    `/${locale}/buero/rechnungen${search ? `?${search}` : ''}`,
  /** A new invoice; `search` names its target (lib/invoice-target.ts: targetSearch). */
  newInvoice: (locale: Locale, search = '') =>
    `/${locale}/buero/rechnungen/neu${search ? `?${search}` : ''}`,
  invoice: (locale: Locale, id: number) => `/${locale}/buero/rechnungen/${String(id)}`,
};
