import { describe, expect, it } from 'vitest';
import { csvPersonLines } from '@domain/buero/payroll/csv';
import { lodasPersonLines } from '@domain/buero/payroll/lodas';
import type { PayrollPerson } from '@domain/buero/payroll/model';
import { LODAS_SETTINGS } from './payroll-fixtures';

/*
 * A night shift in the payroll files (issue 27, ADR 0032): one row of its
 * start day, the end as "06:00 (+1)", the hours real elapsed time (9 hours in
 * the night the clocks go back), booked in the start day's month.
 */

const FAIR = {
  messeId: 1,
  messeName: 'Messe München',
  customerName: 'Kunde',
  federalState: 'BY',
} as const;

const NIGHTS: PayrollPerson = {
  bewerberId: 21,
  personnelNumber: 2001,
  firstname: 'Nina',
  lastname: 'Nacht',
  entries: [
    // Saturday 24 October 2026, 22:00 until Sunday 06:00: the clocks go back, 9 h.
    { day: '2026-10-24', time_start: 1320, time_end: 1800, time_break: 0, signed: true, ...FAIR },
    // Friday 30 October, 22:00 until Saturday 31 October 06:00, 30 minutes break: 7,5 h.
    { day: '2026-10-30', time_start: 1320, time_end: 1800, time_break: 30, signed: true, ...FAIR },
  ],
};

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

describe('a night shift in the payroll files', () => {
  it('is one CSV row of its start day with the real hours', () => {
    const lines = [...csvPersonLines(NIGHTS, { period: OCTOBER, includeUnsigned: false })];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('24.10.2026;22:00;06:00 (+1);0;9,00');
    expect(lines[1]).toContain('30.10.2026;22:00;06:00 (+1);30;7,50');
  });

  it('books the real hours in LODAS in the start day’s month', () => {
    const lines = [...lodasPersonLines(NIGHTS, LODAS_SETTINGS, { period: OCTOBER })];
    expect(lines).toEqual(['1;01.10.2026;1;16,50;100;2001;\r\n']);
  });
});
