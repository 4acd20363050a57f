import type { PayrollEntry, PayrollPerson } from '@domain/buero/payroll/model';

/*
 * A small month for the golden files (tests/fixtures/payroll): November 2026.
 * 1 November is a Sunday and All Saints' Day in Bavaria (BY), not in Berlin (BE).
 */

export const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

function entry(
  day: string,
  start: number | null,
  end: number | null,
  breakMinutes: number,
  signed: boolean,
  fair: Pick<PayrollEntry, 'messeId' | 'messeName' | 'customerName' | 'federalState'>,
): PayrollEntry {
  return { day, time_start: start, time_end: end, time_break: breakMinutes, signed, ...fair };
}

const MUNICH = {
  messeId: 1,
  messeName: 'Messe München',
  customerName: 'Äpfel & Co; GmbH',
  federalState: 'BY',
} as const;
const BERLIN = {
  messeId: 2,
  messeName: 'IFA Berlin',
  customerName: 'Kunde "Nord"',
  federalState: 'BE',
} as const;

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Late on 31 October (outside the period: only for the rest), a long holiday Sunday, a normal day, an unsigned day without break. */
export const JOERG: PayrollPerson = {
  bewerberId: 11,
  personnelNumber: 1001,
  firstname: 'Jörg',
  lastname: 'Müller',
  entries: [
    entry('2026-11-03', h(9), h(18), 0, false, MUNICH),
    entry('2026-10-31', h(14), h(23), 30, true, MUNICH),
    entry('2026-11-01', h(8), h(19), 30, true, MUNICH),
    entry('2026-11-02', h(9), h(17, 30), 30, true, MUNICH),
  ],
};

/** A formula as last name (CSV injection), a Sunday in Berlin (no holiday) and a cleared day. */
export const EVA: PayrollPerson = {
  bewerberId: 12,
  personnelNumber: 1002,
  firstname: 'Eva',
  lastname: "=cmd|' /C calc'!A0",
  entries: [
    entry('2026-11-15', h(10), h(16), 0, true, BERLIN),
    entry('2026-11-30', null, null, 0, true, BERLIN),
  ],
};

/** No personnel number yet; a shift ending at midnight. */
export const ANNA: PayrollPerson = {
  bewerberId: 13,
  personnelNumber: null,
  firstname: 'Anna',
  lastname: 'Schmidt',
  entries: [entry('2026-11-04', h(15), h(24), 45, true, BERLIN)],
};

export const LODAS_SETTINGS = {
  consultantNumber: 1234567,
  clientNumber: 12345,
  wageTypes: { hours: 100, sunday: 200, holiday: 300 },
};
