import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { personCounters, yearScope } from '@domain/shared/employment-law/person-counters';
import type { LawRecord } from '@domain/shared/employment-law/record-contract';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { addDays } from '@domain/shared/times/calendar-days';
import { StaffLaw } from '@src/features/buero/components/staff-law';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * "Arbeitsrecht" on the office's staff detail (issue 27) against a fake server
 * answering per domain/buero/operations/employment-law.ts: the counters in
 * words with their state, a missing wage never shown as 0 €, a wage typed in
 * euros sent as cents, a 422 at its field, and the status saved.
 */

afterEach(() => vi.unstubAllGlobals());

const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
beforeAll(() => {
  dialogProto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialogProto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const URL = '/app/api/buero/personal/7/arbeitsrecht';

const shift = (day: string): WorkingTimeEntry => ({
  day,
  time_start: 9 * 60,
  time_end: 17 * 60 + 30,
  time_break: 30,
  federalState: 'NI',
});

/** Mondays, Wednesdays and Fridays from 5 January 2026: fewer than five days a week, so 70 days decide. */
function days(count: number): WorkingTimeEntry[] {
  const result: WorkingTimeEntry[] = [];
  for (let week = 0; result.length < count; week += 1) {
    for (const offset of [0, 2, 4]) {
      if (result.length < count) result.push(shift(addDays('2026-01-05', week * 7 + offset)));
    }
  }
  return result;
}

const scope = yearScope(2026, '2026-06');
const wages = [{ validFrom: '2026-01-01', centsPerHour: 1460 }];
/** The counters as the API sends them: the rule set's own, as JSON. */
const json = <T,>(value: T) =>
  JSON.parse(JSON.stringify(value)) as LawRecord['counters']['planned'];

function record(overrides: Partial<LawRecord> = {}): LawRecord {
  const person = { status: 'short_term' as const, wages, declaredShortTerm: [] };
  return {
    employment_status: 'short_term',
    wages: [{ valid_from: '2026-01-01', cents_per_hour: 1460, created_at: '2026-01-02T08:00:00Z' }],
    lecture_periods: [],
    declarations: [],
    year: 2026,
    month: '2026-06',
    counters: {
      planned: json(personCounters(person, days(62), scope)),
      worked: json(personCounters(person, days(40), scope)),
    },
    ...overrides,
  };
}

function render() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderAt(
    '/de/buero/personal/7',
    '/:locale/buero/personal/:id',
    <QueryClientProvider client={client}>
      <StaffLaw staffId={7} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Arbeitsrecht on the staff detail', () => {
  it('says each counter, planned and worked apart, with its state in words', async () => {
    fakeApi({ [`GET ${URL}`]: { body: record() } });
    render();
    await screen.findByRole('heading', { name: 'Zähler: Jahr 2026, Monat Juni 2026' });
    const planned = section('Geplant (eingeteilte Tage)');
    const shortTerm = within(planned).getByText('§ 8 SGB IV: kurzfristige Beschäftigung');
    const item = shortTerm.closest('li') as HTMLElement;
    expect(item.textContent).toContain('nah an der Grenze');
    expect(item.textContent).toContain(
      '§ 8 Abs. 1 Nr. 2 SGB IV: 62 von 70 Arbeitstagen im Jahr 2026, davon 0 bei anderen Arbeitgebern.',
    );
    const worked = section('Gearbeitet (erfasste Zeiten)');
    const workedItem = within(worked)
      .getByText('§ 8 SGB IV: kurzfristige Beschäftigung')
      .closest('li') as HTMLElement;
    expect(workedItem.textContent).toContain('im Rahmen');
    expect(workedItem.textContent).toContain('40 von 70 Arbeitstagen');
    // The Sundays' and the minimum wage's counters hold for everyone.
    expect(within(planned).getByText('§ 1 MiLoG: Mindestlohn')).toBeTruthy();
    expect(within(planned).getByText('§ 11 ArbZG: 15 freie Sonntage')).toBeTruthy();
    // The status select shows the recorded one.
    expect(
      (screen.getByLabelText('Beschäftigungsstatus') as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('kurzfristig beschäftigt');
  });

  it('says "Lohn fehlt" for a Minijob without a wage, never 0 €', async () => {
    const person = { status: 'minijob' as const, wages: [] };
    const june = ['2026-06-03', '2026-06-10', '2026-06-17'].map(shift);
    const counters = json(personCounters(person, june, scope));
    fakeApi({
      [`GET ${URL}`]: {
        body: record({
          employment_status: 'minijob',
          wages: [],
          counters: { planned: counters, worked: [] },
        }),
      },
    });
    render();
    const planned = await screen.findByRole('region', { name: 'Geplant (eingeteilte Tage)' });
    const minijob = within(planned)
      .getByText('§ 8 SGB IV: Minijob-Grenze')
      .closest('li') as HTMLElement;
    expect(minijob.textContent).toContain('Lohn fehlt');
    expect(minijob.textContent).toMatch(/Lohn fehlt an 3 Tagen im Juni 2026/);
    expect(minijob.textContent).not.toMatch(/0,00\s€/);
    expect(screen.getByText(/Noch kein Lohn eingetragen/)).toBeTruthy();
    expect(within(section('Gearbeitet (erfasste Zeiten)')).getByText('Keine Zähler.')).toBeTruthy();
  });

  it('sends a wage typed in euros as cents and shows the answer, newest first', async () => {
    const saved = record({
      wages: [
        { valid_from: '2026-01-01', cents_per_hour: 1460, created_at: '2026-01-02T08:00:00Z' },
        { valid_from: '2026-07-01', cents_per_hour: 1575, created_at: '2026-06-02T08:00:00Z' },
      ],
    });
    const api = fakeApi({
      [`GET ${URL}`]: { body: record() },
      [`POST ${URL}/loehne`]: { status: 200, body: saved },
    });
    render();
    const from = await screen.findByLabelText('Gültig ab', { selector: 'input' });
    fireEvent.change(from, { target: { value: '2026-07-01' } });
    await userEvent.type(screen.getByLabelText('Stundenlohn brutto (€)'), '15,75');
    await userEvent.click(screen.getByRole('button', { name: 'Lohn eintragen' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: `${URL}/loehne`,
          body: { valid_from: '2026-07-01', cents_per_hour: 1575 },
        },
      ]),
    );
    await screen.findByRole('button', { name: 'Lohn ab 01.07.2026 entfernen' });
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.findIndex((row) => row?.includes('01.07.2026'))).toBeLessThan(
      rows.findIndex((row) => row?.includes('01.01.2026')),
    );
    expect(rows.join(' ')).toMatch(/15,75\s€/);
    // The form is empty again for the next line.
    expect((screen.getByLabelText('Stundenlohn brutto (€)') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s 422 at its field, and a wage below the minimum with the minimum', async () => {
    const below = record({
      wages: [
        { valid_from: '2026-01-01', cents_per_hour: 1300, created_at: '2026-01-02T08:00:00Z' },
      ],
    });
    fakeApi({
      [`GET ${URL}`]: { body: below },
      [`POST ${URL}/loehne`]: {
        status: 422,
        body: {
          message: 'Bitte prüfen Sie die markierten Felder.',
          errors: { cents_per_hour: ['Bitte einen Stundenlohn über 0 € angeben.'] },
        },
      },
    });
    render();
    expect((await screen.findByText(/unter dem Mindestlohn von/)).textContent).toMatch(
      /unter dem Mindestlohn von 13,90\s€ ab 01\.01\.2026/,
    );
    fireEvent.change(screen.getByLabelText('Gültig ab', { selector: 'input' }), {
      target: { value: '2026-02-01' },
    });
    const euros = screen.getByLabelText('Stundenlohn brutto (€)');
    await userEvent.type(euros, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Lohn eintragen' }));
    await waitFor(() => expect(euros.getAttribute('aria-invalid')).toBe('true'));
    const described = (euros.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Bitte einen Stundenlohn über 0 € angeben.');
    expect(screen.getByRole('alert').textContent).toContain(
      'Bitte prüfen Sie die markierten Felder.',
    );
  });

  it('checks the euro field before sending', async () => {
    const api = fakeApi({ [`GET ${URL}`]: { body: record() } });
    render();
    fireEvent.change(await screen.findByLabelText('Gültig ab', { selector: 'input' }), {
      target: { value: '2026-02-01' },
    });
    const euros = screen.getByLabelText('Stundenlohn brutto (€)');
    await userEvent.type(euros, '14,605');
    await userEvent.click(screen.getByRole('button', { name: 'Lohn eintragen' }));
    await waitFor(() => expect(euros.getAttribute('aria-invalid')).toBe('true'));
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves the status chosen, and shows a 404 as an alert', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: record({ employment_status: null }) },
      [`PUT ${URL}/status`]: { body: record({ employment_status: 'minijob' }) },
      [`DELETE ${URL}/loehne/2026-01-01`]: {
        status: 404,
        body: { message: 'Diesen Eintrag gibt es nicht.', errors: {} },
      },
    });
    render();
    const select = await screen.findByLabelText('Beschäftigungsstatus');
    expect((select as HTMLSelectElement).value).toBe('');
    expect(screen.getByText(/Ohne Status prüft das Portal/)).toBeTruthy();
    await userEvent.selectOptions(select, 'Minijob (geringfügig entlohnt)');
    await userEvent.click(screen.getByRole('button', { name: 'Status speichern' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')).toEqual({
        method: 'PUT',
        url: `${URL}/status`,
        body: { employment_status: 'minijob' },
      }),
    );
    await waitFor(() => expect(screen.queryByText(/Ohne Status prüft das Portal/)).toBeNull());
    expect(screen.getByText('Gespeichert.')).toBeTruthy();
    expect((screen.getByLabelText('Beschäftigungsstatus') as HTMLSelectElement).value).toBe(
      'minijob',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lohn ab 01.01.2026 entfernen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Diesen Eintrag gibt es nicht.');
  });

  it('asks for another month’s counters', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: record() },
      [`GET ${URL}?month=2026-03`]: { body: record({ month: '2026-03' }) },
    });
    render();
    await screen.findByRole('heading', { name: 'Zähler: Jahr 2026, Monat Juni 2026' });
    await userEvent.selectOptions(screen.getByLabelText('Monat'), 'März');
    await screen.findByRole('heading', { name: 'Zähler: Jahr 2026, Monat März 2026' });
    expect(api.requests.map((r) => r.url)).toEqual([URL, `${URL}?month=2026-03`]);
  });

  it('shows the person’s declarations and who changed them last; the office corrects one', async () => {
    const declaration = {
      id: 4,
      employer: 'Messebau Nord GmbH',
      date_from: '2026-02-02',
      date_to: '2026-02-13',
      working_days: 10,
      updated_by_office: false,
      updated_at: '2026-02-20T09:30:00Z',
    };
    const api = fakeApi({
      [`GET ${URL}`]: {
        body: record({
          employment_status: 'student',
          declarations: [declaration],
          lecture_periods: [{ id: 2, date_from: '2026-04-13', date_to: '2026-07-17' }],
        }),
      },
      [`PUT ${URL}/erklaerungen/4`]: {
        body: record({
          declarations: [{ ...declaration, working_days: 9, updated_by_office: true }],
        }),
      },
    });
    render();
    const row = (await screen.findByText('Messebau Nord GmbH')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('von der Person');
    // A student's lecture periods.
    expect(
      screen.getByRole('button', { name: /Vorlesungszeit 13\.04\.2026.*entfernen/ }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Messebau Nord GmbH korrigieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Beschäftigung korrigieren' });
    const daysField = within(dialog).getByLabelText('Arbeitstage');
    await userEvent.clear(daysField);
    await userEvent.type(daysField, '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    // 13 working days do not fit into the 12 calendar days: refused before sending.
    await waitFor(() => expect(daysField.getAttribute('aria-invalid')).toBe('true'));
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await userEvent.clear(daysField);
    await userEvent.type(daysField, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        {
          employer: 'Messebau Nord GmbH',
          date_from: '2026-02-02',
          date_to: '2026-02-13',
          working_days: 9,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const corrected = screen.getByText('Messebau Nord GmbH').closest('tr') as HTMLElement;
    expect(corrected.textContent).toContain('vom Büro');
  });
});
