import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PairAssignments } from '@domain/buero/messen-contract';
import type {
  StaffAssignments as StaffAssignmentsAnswer,
  StaffDetail,
  StaffListItem,
} from '@domain/buero/staff-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { PairProposals } from '@src/features/buero/components/pair-proposals';
import { PairStaff } from '@src/features/buero/components/pair-staff';
import { StaffDocuments } from '@src/features/buero/components/staff-documents';
import { StaffTable } from '@src/features/buero/components/staff-table';
import { StaffDetailPage } from '@src/features/buero/routes/staff-detail-page';
import { messages as englishDocuments } from '@src/locales/en/dokumente.po';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

// jsdom has no modal dialogs: opening one only marks it open.
const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
beforeAll(() => {
  dialogProto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialogProto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

/*
 * The office's path from an applicant to an assignment, screen by screen
 * (docs/product/office.md): the staff detail says 'eingeladen' with the
 * invitation's dates and sends it again, lists the person's assignments and
 * adds them to a pair; the pair's names lead back to the staff detail; the
 * proposals name levels in words; document types follow the screen's language.
 */

afterEach(() => vi.unstubAllGlobals());

function withQueries(element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>;
}

const fair = {
  id: 3,
  name: 'Agritechnica',
  city: 'Hannover',
  description: null,
  date_start: '2027-11-14',
  date_end: '2027-11-20',
  federal_state: null,
  archived_at: null,
};
const customer = { id: 9, name: 'Claas', archived_at: null };

const pair = (staff: PairAssignments['staff']): PairAssignments => ({
  fair,
  customer,
  staff,
  counts: { confirmed: staff.length, open: 0, declined: 0 },
  meeting: { meeting_point: null, meeting_time: null, supervisor_phone: null },
  supervisors: [],
  supervisor_counts: { confirmed: 0, open: 0, declined: 0 },
  supervisor_options: [],
  contacts: { approver_contact_id: null, copy_contact_id: null, options: [] },
});

const person = {
  id: 7,
  firstname: 'Ina',
  lastname: 'Neu',
  email: 'ina@example.test',
  time_days: 0,
  removed_at: null,
  state: 'confirmed' as const,
  decline_reason: null,
  answered_at: null,
  answered_by_phone: false,
  changed: false,
};

describe('PairStaff', () => {
  it('links each name to the staff detail and offers the PDF only to someone with days', () => {
    fakeApi({});
    renderAt(
      '/de/buero/messen/3/kunden/9',
      '/:locale/buero/messen/:id/kunden/:customerId',
      withQueries(
        <PairStaff
          data={pair([
            person,
            { ...person, id: 8, firstname: 'Tom', lastname: 'Tage', time_days: 2 },
          ])}
        />,
      ),
    );
    expect(screen.getByRole('link', { name: 'Neu, Ina' }).getAttribute('href')).toBe(
      '/de/buero/personal/7',
    );
    expect(screen.getByRole('link', { name: 'Tage, Tom' }).getAttribute('href')).toBe(
      '/de/buero/personal/8',
    );
    expect(screen.queryByRole('link', { name: 'PDF Stundenzettel: Neu, Ina' })).toBeNull();
    expect(screen.getByRole('link', { name: 'PDF Stundenzettel: Tage, Tom' })).toBeTruthy();
  });
});

describe('PairProposals', () => {
  it('names language and experience levels in words, as the detail pages do', async () => {
    fakeApi({
      'GET /app/api/buero/messen/3/kunden/9/vorschlaege': {
        body: {
          items: [
            {
              id: 7,
              firstname: 'Ina',
              lastname: 'Neu',
              city: 'Köln',
              locations: [],
              languages: {
                german: 4,
                english: 3,
                french: 0,
                spanish: null,
                italian: null,
                turkish: null,
                russian: null,
              },
              experience: { service: 3, bar: 1, kueche: null, infodesk: null, promotion: null },
              chose_fair: true,
            },
          ],
          next_cursor: null,
        },
      },
      'GET /app/api/buero/bewerbungen/optionen': { body: { locations: [], messen: [] } },
    });
    renderAt(
      '/de/buero/messen/3/kunden/9',
      '/:locale/buero/messen/:id/kunden/:customerId',
      withQueries(<PairProposals data={pair([])} />),
    );
    const row = (await screen.findByRole('rowheader', { name: 'Neu, Ina' })).closest('tr')!;
    expect(row.textContent).toContain('Deutsch (Muttersprache), Englisch (fließend)');
    expect(row.textContent).toContain('Service (viel), Bar (wenig)');
    expect(row.textContent).not.toContain('Deutsch 4');
  });
});

describe('StaffTable', () => {
  it('shows an invited person as invited, not active', () => {
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
      account: 'invited',
      created_at: '2027-11-01T09:00:00.000Z',
    };
    renderAt(
      '/de/buero/personal',
      '/:locale/buero/personal',
      <StaffTable
        items={[
          item,
          { ...item, id: 8, lastname: 'Aktiv', account: 'active' },
          { ...item, id: 9, lastname: 'Weg', active: false, account: 'deactivated' },
        ]}
      />,
    );
    const state = (name: string) =>
      screen.getByRole('rowheader', { name }).closest('tr')!.cells[7]?.textContent;
    expect(state('Neu, Ina')).toBe('eingeladen');
    expect(state('Aktiv, Ina')).toBe('aktiv');
    expect(state('Weg, Ina')).toBe('deaktiviert');
  });
});

describe('StaffDocuments', () => {
  it('names the document type in the screen’s language', async () => {
    renderAt(
      '/en/buero/personal/7',
      '/:locale/buero/personal/:id',
      withQueries(
        <StaffDocuments
          staffId={7}
          documents={[
            {
              id: 1,
              type: 'Belehrung Gesundheitsamt',
              original_name: 'belehrung.pdf',
              mime_type: 'application/pdf',
              size_bytes: 2048,
              created_at: '2027-11-01T09:00:00.000Z',
              checked_at: '2027-11-02T09:00:00.000Z',
              checked_by: 'Olivia Office',
            },
          ]}
        />,
      ),
    );
    expect(screen.getByRole('rowheader').textContent).toBe('Belehrung Gesundheitsamt');
    // The English screen: its catalog of document types (the office loads it with its own).
    act(() => i18n.loadAndActivate({ locale: 'en', messages: englishDocuments }));
    expect(screen.getByRole('rowheader').textContent).toBe('Health authority instruction');
  });
});

const invitedDetail: StaffDetail = {
  id: 7,
  user_id: 70,
  active: true,
  account: 'invited',
  invitation: {
    application_id: 41,
    sent_at: '2027-11-01T09:00:00.000Z',
    expires_at: '2999-11-08T09:00:00.000Z',
  },
  deactivated_at: null,
  created_at: '2027-11-01T09:00:00.000Z',
  contract: false,
  timetracking: false,
  has_photo: false,
  personnel_number: null,
  person: {
    gender: 'w',
    firstname: 'Ina',
    lastname: 'Neu',
    email: 'ina@example.test',
    phone_mobile: '0151 1234567',
    birthdate: null,
    age: null,
    student: false,
    street: null,
    zipcode: null,
    city: null,
    nationality: null,
    birth_country: null,
    birthplace: null,
  },
  payroll: {
    bank_iban: null,
    bank_bic: null,
    tax_number: null,
    rv_number: null,
    kk_type: null,
    kk_name: null,
    kk_number: null,
  },
  languages: {
    german: 4,
    english: null,
    french: null,
    spanish: null,
    italian: null,
    turkish: null,
    russian: null,
  },
  experience: { service: null, bar: null, kueche: null, infodesk: null, promotion: null },
  locations: [],
  messen: [],
  documents: [],
};

describe('StaffDetailPage', () => {
  it('says an accepted person is invited, since when and until when, and sends it again', async () => {
    const { requests } = fakeApi({
      'GET /app/api/buero/personal/7': { body: invitedDetail },
      'GET /app/api/buero/personal/7/einsaetze': { body: { items: [] } },
      'GET /app/api/buero/messen': { body: { items: [], next_cursor: null } },
      'POST /app/api/buero/bewerbungen/41/einladung': {
        body: { id: 41, status: 'invited', mail_queued: true },
      },
    });
    renderAt(
      '/de/buero/personal/7',
      '/:locale/buero/personal/:id',
      withQueries(<StaffDetailPage />),
    );
    await screen.findByRole('heading', { level: 1, name: 'Ina Neu' });
    expect(screen.getByText(/^Eingeladen seit/)).toBeTruthy();
    expect(screen.queryByText(/Konto aktiv/)).toBeNull();
    const sent = formatDateTime('2027-11-01T09:00:00.000Z', 'de');
    const until = formatDateTime('2999-11-08T09:00:00.000Z', 'de');
    expect(
      screen.getByText(`Einladung gesendet am ${sent}; der Link gilt bis ${until}.`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Einladung erneut senden' }));
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(
        'POST /app/api/buero/bewerbungen/41/einladung',
      ),
    );
    expect(await screen.findByText('Die Einladung wurde erneut gesendet.')).toBeTruthy();
  });

  it('lists the assignments and adds the person to a pair: fair first, then customer', async () => {
    const assignments: StaffAssignmentsAnswer = {
      items: [
        {
          fair: { ...fair, id: 2, name: 'EuroTier' },
          customer,
          time_days: 3,
          removed_at: null,
          state: 'declined',
          decline_reason: 'Krank',
          answered_by_phone: false,
          changed: false,
        },
      ],
    };
    const { requests } = fakeApi({
      'GET /app/api/buero/personal/7': {
        body: { ...invitedDetail, account: 'active', invitation: null },
      },
      'GET /app/api/buero/personal/7/einsaetze': { body: assignments },
      'GET /app/api/buero/messen': {
        body: { items: [{ ...fair, customers: 2, staff: 0 }], next_cursor: null },
      },
      'GET /app/api/buero/messen/3': {
        body: {
          fair,
          customers: [
            { ...customer, staff: 0, supervisors: 0, time_days: 0, signed: false },
            {
              id: 10,
              name: 'Fendt',
              archived_at: null,
              staff: 0,
              supervisors: 0,
              time_days: 0,
              signed: false,
            },
          ],
          days_with_times: [],
        },
      },
      // The employment-law check first (issue 27): nothing crossed, the dialog's button adds.
      'POST /app/api/buero/messen/3/kunden/10/personal/pruefen': {
        body: {
          items: [
            {
              bewerber_id: 7,
              firstname: 'Ina',
              lastname: 'Neu',
              employment_status: null,
              blocking: false,
              changes: [],
            },
          ],
        },
      },
      'POST /app/api/buero/messen/3/kunden/10/personal': { body: { added: [7] } },
    });
    renderAt(
      '/de/buero/personal/7',
      '/:locale/buero/personal/:id',
      withQueries(<StaffDetailPage />),
    );
    const section = within(await screen.findByRole('region', { name: 'Einsätze' }));
    const row = (await section.findByRole('rowheader', { name: 'EuroTier' })).closest('tr')!;
    expect(row.textContent).toContain('Claas');
    expect(row.textContent).toContain('14.11.2027 – 20.11.2027');
    // The booking's state with the reason (issue 24).
    expect(row.textContent).toContain('abgesagt: „Krank“');
    expect(within(row).getByRole('link', { name: 'Claas' }).getAttribute('href')).toBe(
      '/de/buero/messen/2/kunden/9',
    );

    const customerSelect = section.getByRole('combobox', { name: 'Kunde' });
    expect((customerSelect as HTMLSelectElement).disabled).toBe(true);
    await userEvent.selectOptions(
      section.getByRole('combobox', { name: 'Messe' }),
      await section.findByRole('option', { name: /^Agritechnica/ }),
    );
    await waitFor(() => expect((customerSelect as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(customerSelect, 'Fendt');
    await userEvent.click(section.getByRole('button', { name: 'Einplanen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einplanung prüfen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einplanen' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').at(-1)).toEqual({
        method: 'POST',
        url: '/app/api/buero/messen/3/kunden/10/personal',
        body: { bewerber_ids: [7] },
      }),
    );
    expect(
      await section.findByText('Ina Neu ist jetzt bei Fendt auf Agritechnica eingeplant.'),
    ).toBeTruthy();
  });
});
