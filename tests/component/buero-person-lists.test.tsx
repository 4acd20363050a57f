import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantListItem } from '@domain/buero/applicants-contract';
import type { StaffListItem } from '@domain/buero/staff-contract';
import { ApplicantsPage } from '@src/features/buero/routes/applicants-page';
import { StaffPage } from '@src/features/buero/routes/staff-page';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The office's one person list (applicants and staff): the page's address is
 * the API's query, the table shows the person's columns and the list's own,
 * and resetting the filters keeps the sort.
 */

afterEach(() => vi.unstubAllGlobals());

function withQueries(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>;
}

const options = { body: { locations: [{ id: 1, name: 'Hannover' }], messen: [] } };

const applicant: ApplicantListItem = {
  id: 41,
  firstname: 'Ada',
  lastname: 'Berg',
  email: 'ada@example.test',
  city: 'Hannover',
  birthdate: '2000-01-02',
  age: 26,
  student: true,
  has_photo: false,
  status: 'complete',
  created_at: '2026-11-02T09:00:00.000Z',
  applications: 2,
};

const staffMember: StaffListItem = {
  id: 7,
  firstname: 'Ina',
  lastname: 'Neu',
  email: 'ina@example.test',
  city: null,
  age: null,
  contract: true,
  timetracking: false,
  documents: 3,
  active: true,
  account: 'invited',
  created_at: '2026-10-01T08:00:00.000Z',
};

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the applicant list', () => {
  it('asks with the address as its query and shows the person and application columns', async () => {
    const api = fakeApi({
      'GET /app/api/buero/bewerbungen?sort=name&status=complete': {
        body: { items: [applicant], next_cursor: null },
      },
      'GET /app/api/buero/bewerbungen/optionen': options,
    });
    renderAt(
      '/de/buero/bewerbungen?sort=name&status=complete',
      '/:locale/buero/bewerbungen',
      withQueries(<ApplicantsPage />),
    );
    const link = await screen.findByRole('link', { name: 'Berg, Ada' });
    expect(link.getAttribute('href')).toBe('/de/buero/bewerbungen/41');
    expect(headers()).toEqual([
      'Name',
      'E-Mail',
      'Ort',
      'Alter',
      'Status',
      'Eingang',
      'Bewerbungen',
      'Foto',
    ]);
    const row = link.closest('tr');
    expect(row && within(row).getByText('2')).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toContain(
      '/app/api/buero/bewerbungen?sort=name&status=complete',
    );
  });
});

describe('the staff list', () => {
  it('shows the staff columns and keeps the sort when the filters are reset', async () => {
    const api = fakeApi({
      'GET /app/api/buero/personal?sort=name&order=desc&account=invited': {
        body: { items: [staffMember], next_cursor: null },
      },
      'GET /app/api/buero/personal?sort=name&order=desc': {
        body: { items: [], next_cursor: null },
      },
      'GET /app/api/buero/bewerbungen/optionen': options,
    });
    renderAt(
      '/de/buero/personal?order=desc&account=invited',
      '/:locale/buero/personal',
      withQueries(<StaffPage />),
    );
    const link = await screen.findByRole('link', { name: 'Neu, Ina' });
    expect(link.getAttribute('href')).toBe('/de/buero/personal/7');
    expect(headers()).toEqual([
      'Name',
      'E-Mail',
      'Ort',
      'Alter',
      'Vertrag',
      'Aufsicht',
      'Dokumente',
      'Konto',
      'Arbeitsrecht',
      'Konto seit',
    ]);
    expect(within(link.closest('tr')!).getByText('eingeladen')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await screen.findByText('Kein Personal für diese Filter.');
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain(
        '/app/api/buero/personal?sort=name&order=desc',
      ),
    );
  });
});
