import type { FederalState } from '@domain/shared/federal-states';
import type { StoredTimeEntry } from '@domain/shared/times/time';

/*
 * What the payroll files are made of (docs/product/payroll-export.md): per
 * person, their time rows of the period and the days around it. The server
 * reads these in pages; the generators in csv.ts and lodas.ts turn one person
 * at a time into lines, so a file of 2,000 people never sits in memory.
 */

/** One time row: one person, one fair/customer pair, one day. */
export type PayrollEntry = StoredTimeEntry & {
  /** ISO day yyyy-MM-dd. */
  day: string;
  messeId: number;
  messeName: string;
  customerName: string;
  /** The fair's federal state, for the holidays of § 9 ArbZG and the holiday wage type. */
  federalState: FederalState | null;
  /** Covered by a signature that counts (server/areas/buero/payroll/signed-day.ts). */
  signed: boolean;
};

/**
 * One person with their rows. `entries` may reach one day beyond the period on
 * each side: the rest between two working days (§ 5 ArbZG) needs the day
 * before, and the warnings are computed per person across every fair.
 */
export type PayrollPerson = {
  bewerberId: number;
  /** The personnel number in payroll (LODAS `pnr`); null when the office has not set it. */
  personnelNumber: number | null;
  firstname: string;
  lastname: string;
  entries: readonly PayrollEntry[];
};

/** The person as the file names them: `Nachname, Vorname`. */
export function payrollName(person: Pick<PayrollPerson, 'firstname' | 'lastname'>): string {
  return `${person.lastname}, ${person.firstname}`;
}

/** The days a file covers, inclusive, as ISO days. */
export type PayrollPeriod = { from: string; to: string };

/** Which rows go into a file: the period's, of one fair when named. */
export type PayrollScope = {
  period: PayrollPeriod;
  /** Only this fair's rows (the export of a fair's days); the warnings still see every fair. */
  messeId?: number;
};

/** Which rows go into a file. */
export type PayrollRowOptions = PayrollScope & {
  /** Also rows of days no counting signature covers (marked 'unsigniert' in the CSV). */
  includeUnsigned: boolean;
};

/** The rows of a person that go into a file: in the period, with work time, signed unless chosen otherwise; by day, fair, customer. */
export function exportedEntries(
  person: PayrollPerson,
  options: PayrollRowOptions,
): (PayrollEntry & { time_start: number; time_end: number })[] {
  const { from, to } = options.period;
  return person.entries
    .filter(
      (entry): entry is PayrollEntry & { time_start: number; time_end: number } =>
        entry.day >= from &&
        entry.day <= to &&
        (options.messeId === undefined || entry.messeId === options.messeId) &&
        entry.time_start !== null &&
        entry.time_end !== null &&
        (options.includeUnsigned || entry.signed),
    )
    .sort(
      (a, b) =>
        compare(a.day, b.day) ||
        compare(a.messeName, b.messeName) ||
        compare(a.customerName, b.customerName),
    );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Minutes as decimal hours with a decimal comma and two places (450 → `7,50`). */
export function decimalHours(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  const whole = Math.floor(hundredths / 100);
  return `${String(whole)},${String(hundredths % 100).padStart(2, '0')}`;
}

/** An ISO day as DD.MM.YYYY. */
export function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date ?? ''}.${month ?? ''}.${year ?? ''}`;
}
