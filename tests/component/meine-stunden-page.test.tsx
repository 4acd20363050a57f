import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyHours, MyHoursDay } from '@domain/meine-stunden/my-hours';
import { MeineStundenPage } from '@src/features/meine-stunden/routes/meine-stunden-page';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * "Meine Stunden": the person's days per fair with times, worked hours and
 * signature state in words, and the totals per month.
 */

afterEach(() => vi.unstubAllGlobals());

const day = (overrides: Partial<MyHoursDay>): MyHoursDay => ({
  day: '2027-01-30',
  customer_id: 3,
  customer_name: 'Kunde Nord',
  time_start: 540,
  time_end: 1080,
  time_break: 30,
  worked_minutes: 510,
  state: 'open',
  signed_by_me: false,
  signed_by_customer: false,
  reopened: null,
  ...overrides,
});

const hours: MyHours = {
  fairs: [
    {
      messe_id: 1,
      messe_name: 'Winterfair',
      total_minutes: 960,
      days: [
        day({ state: 'signed', signed_by_me: true, signed_by_customer: true }),
        day({
          day: '2027-02-01',
          time_start: 960,
          time_end: 1440,
          worked_minutes: 450,
          state: 'reopened',
          reopened: { at: '2027-02-03T09:15:00.000Z', reason: 'Pause falsch' },
        }),
        day({
          day: '2027-02-02',
          time_start: null,
          time_end: null,
          time_break: 0,
          worked_minutes: 0,
          state: 'no_work_time',
        }),
      ],
    },
  ],
  months: [
    { month: '2027-02', total_minutes: 450 },
    { month: '2027-01', total_minutes: 510 },
  ],
  total_minutes: 960,
};

function renderPage(answer: MyHours, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /app/api/meine-stunden': { body: answer },
    'GET /app/api/meine-stunden/beanstandungen': { body: { items: [] } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    '/de/meine-stunden',
    '/:locale/meine-stunden',
    <QueryClientProvider client={client}>
      <MeineStundenPage />
    </QueryClientProvider>,
  );
  return api;
}

describe('Meine Stunden', () => {
  it('shows each day with its times, hours and signature state, and the month totals', async () => {
    renderPage(hours);
    const fair = await screen.findByRole('region', { name: 'Winterfair' });
    expect(within(fair).getByText('Summe:', { exact: false }).textContent).toBe(
      'Summe: 16:00 Std.',
    );
    const days = within(fair)
      .getAllByRole('listitem')
      .filter((li) => li.matches('.my-hours__day'));
    expect(days).toHaveLength(3);
    expect(days[0]!.textContent).toContain('Sa., 30.01.2027');
    expect(days[0]!.textContent).toContain('8:30 Std.');
    expect(days[0]!.textContent).toContain('09:00 bis 18:00');
    expect(days[0]!.textContent).toContain('Pause 30 Min.');
    expect(within(days[0]!).getByText('Von Ihnen unterschrieben')).toBeTruthy();
    expect(within(days[0]!).getByText('Vom Kunden unterschrieben')).toBeTruthy();
    expect(days[1]!.textContent).toContain('Vom Büro wieder geöffnet am');
    expect(days[1]!.textContent).toContain('Grund: Pause falsch');
    expect(days[1]!.textContent).toContain('16:00–24:00');
    expect(days[2]!.textContent).toContain('Keine Arbeitszeit');
    const months = screen.getByRole('region', { name: 'Summe je Monat' });
    expect(
      within(months)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Februar 2027', 'Januar 2027']);
    expect(
      within(months)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['7:30 Std.', '8:30 Std.']);
  });

  it('says when no time is recorded yet', async () => {
    renderPage({ fairs: [], months: [], total_minutes: 0 });
    expect(await screen.findByText('Für Sie sind noch keine Zeiten erfasst.')).toBeTruthy();
  });

  it('offers the own sheet as PDF per fair, named for the screen reader', async () => {
    renderPage(hours);
    const fair = await screen.findByRole('region', { name: 'Winterfair' });
    const button = within(fair).getByRole('button', { name: /Stundenzettel als PDF/ });
    expect(button.textContent).toContain('(Winterfair, Kunde Nord)');
  });

  it('questions a day with a short text and shows the open question', async () => {
    const open = {
      id: 7,
      messe_id: 1,
      customer_id: 3,
      day: '2027-01-30',
      text: 'Ende war 19 Uhr.',
      created_at: '2027-02-03T09:15:00.000Z',
      resolved_at: null,
    };
    let asked = false;
    const api = renderPage(hours, {
      'GET /app/api/meine-stunden/beanstandungen': () => ({ body: { items: asked ? [open] : [] } }),
      'POST /app/api/meine-stunden/beanstandungen': () => {
        asked = true;
        return { status: 201, body: open };
      },
    });
    const fair = await screen.findByRole('region', { name: 'Winterfair' });
    const [first] = within(fair).getAllByRole('button', { name: 'Zeit beanstanden' });
    await userEvent.click(first!);
    await userEvent.type(
      screen.getByLabelText('Was stimmt an dieser Zeit nicht?'),
      'Ende war 19 Uhr.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
    expect(await screen.findByText(/offen$/)).toBeTruthy();
    expect(screen.getByText('Ende war 19 Uhr.')).toBeTruthy();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      messe_id: 1,
      customer_id: 3,
      day: '2027-01-30',
      text: 'Ende war 19 Uhr.',
    });
    // One open question per day: the day offers no second one.
    const days = within(fair)
      .getAllByRole('listitem')
      .filter((li) => li.matches('.my-hours__day'));
    expect(within(days[0]!).queryByRole('button', { name: 'Zeit beanstanden' })).toBeNull();
  });

  it('shows the server’s word on a refused text beside the field', async () => {
    renderPage(hours, {
      'POST /app/api/meine-stunden/beanstandungen': {
        status: 422,
        body: { message: 'Ungültig.', errors: { text: ['Enthält ein unzulässiges Zeichen.'] } },
      },
    });
    const fair = await screen.findByRole('region', { name: 'Winterfair' });
    await userEvent.click(within(fair).getAllByRole('button', { name: 'Zeit beanstanden' })[0]!);
    const field = screen.getByLabelText('Was stimmt an dieser Zeit nicht?');
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
    expect(await screen.findByText('Enthält ein unzulässiges Zeichen.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
