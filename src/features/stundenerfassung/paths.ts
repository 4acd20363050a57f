import type { Locale } from '@domain/shared/locale';
import { paths } from '@src/ui/paths';

/**
 * Addresses of the time-tracking screens below `/:locale/stundenerfassung`; routes.ts declares
 * the patterns (STUNDENERFASSUNG_PATTERNS in src/ui/paths.ts, tests/unit/paths.test.ts holds
 * both together). Here, not in src/ui/paths.ts: only this area builds them, so they stay off
 * every page's first load (ADR 0013).
 */

/** An id in a path: numbers as they are, strings percent-encoded. */
type Id = number | string;
const seg = (value: Id) => encodeURIComponent(String(value));

const area = (locale: Locale, rest: string) => `${paths.stundenerfassung.list(locale)}/${rest}`;

/** Builders of the area's screens (docs/product/screens.md); dates are ISO `yyyy-MM-dd`. */
export const timeTrackingPaths = {
  ...paths.stundenerfassung,
  /** Calendar of a fair and customer; `date` is kept in the query. */
  dateView: (locale: Locale, messe: Id, customer: Id, date?: string) =>
    area(locale, `${seg(messe)}/${seg(customer)}`) +
    (date ? `?${new URLSearchParams({ date }).toString()}` : ''),
  /** Staff list of one day. */
  day: (locale: Locale, messe: Id, customer: Id, date: string) =>
    area(locale, `${seg(messe)}/${seg(customer)}/date/${seg(date)}`),
  /** One person's days. */
  staffOverview: (locale: Locale, messe: Id, customer: Id, staff: Id) =>
    area(locale, `${seg(messe)}/${seg(customer)}/staff/${seg(staff)}`),
  /** The time entry form of one person on one day. */
  timeForm: (locale: Locale, messe: Id, customer: Id, staff: Id, date: string) =>
    area(locale, `${seg(messe)}/${seg(customer)}/${seg(staff)}/${seg(date)}`),
  /** The customer's timesheet to sign. */
  customerSheet: (locale: Locale, messe: Id, customer: Id) =>
    area(locale, `timesheet/customer/${seg(messe)}/${seg(customer)}`),
  /** One person's timesheet to sign. */
  staffSheet: (locale: Locale, messe: Id, customer: Id, staff: Id) =>
    area(locale, `timesheet/staff/${seg(messe)}/${seg(customer)}/${seg(staff)}`),
} as const;
