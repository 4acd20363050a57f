import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffListItem } from '@domain/buero/staff-contract';
import { StaffTable } from '@src/features/buero/components/staff-table';
import { readStaffRequest, staffSearch } from '@src/features/buero/lib/staff-filter';
import { renderAt } from './render';

/*
 * The staff list's employment-law column and filter (issue 27): flagged
 * counters are named in words with their state and basis, never by colour
 * alone; "nah an einer Grenze" round-trips through the page's address.
 */

const item: StaffListItem = {
  id: 7,
  firstname: 'Ina',
  lastname: 'Neu',
  email: 'ina@example.test',
  city: null,
  age: 28,
  contract: false,
  timetracking: false,
  documents: 0,
  active: true,
  account: 'active',
  created_at: '2027-11-01T09:00:00.000Z',
};

const shortTerm = {
  code: 'short_term_days',
  paragraph: '§ 8 (1) Nr. 2 SGB IV',
  state: 'near' as const,
  value: 62,
  limit: 70,
};

describe('staff list, employment law', () => {
  it('names each flagged counter with its state and basis, and "im Rahmen" when none is', () => {
    renderAt(
      '/de/buero/personal',
      '/:locale/buero/personal',
      <StaffTable
        items={[
          {
            ...item,
            law: {
              near_limit: true,
              employment_status: 'short_term',
              flagged: [
                { basis: 'planned', counter: shortTerm },
                { basis: 'worked', counter: { ...shortTerm, state: 'wage_missing' } },
              ],
            },
          },
          {
            ...item,
            id: 8,
            lastname: 'Ruhig',
            law: { near_limit: false, employment_status: 'minijob', flagged: [] },
          },
        ]}
      />,
    );
    const neu = screen.getByRole('row', { name: /Neu/ });
    expect(
      within(neu).getByText('§ 8 SGB IV: kurzfristige Beschäftigung: nah an der Grenze (geplant)'),
    ).toBeTruthy();
    expect(
      within(neu).getByText('§ 8 SGB IV: kurzfristige Beschäftigung: Lohn fehlt (gearbeitet)'),
    ).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Ruhig/ })).getByText('im Rahmen')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Arbeitsrecht' })).toBeTruthy();
  });

  it('keeps the filter in the address', () => {
    const request = readStaffRequest(new URLSearchParams('near_limit=1'));
    expect(request).toEqual({ sort: 'name', nearLimit: true });
    expect(staffSearch(request)).toBe('near_limit=1');
    expect(readStaffRequest(new URLSearchParams('near_limit=0')).nearLimit).toBe(false);
  });
});
