import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@domain/einsaetze/booking';
import { EinsaetzePage } from '@src/features/einsaetze/routes/einsaetze-page';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * "Meine Einsätze" (issue 24): upcoming then past, each booking's state in
 * words, confirm and decline (with a reason) from the card, and how old the
 * shown data is.
 */

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  fair: {
    id: 3,
    name: 'Agritechnica',
    city: 'Hannover',
    date_start: '2027-11-14',
    date_end: '2027-11-20',
  },
  customer: { id: 9, name: 'Claas' },
  meeting_point: 'Halle 3, Stand B12',
  meeting_time: '07:30',
  supervisors: ['Bea Boss'],
  supervisor_phone: '0171 123',
  state: 'requested',
  decline_reason: null,
  changed: false,
  past: false,
  ...overrides,
});

const open = () => renderAt('/de/einsaetze', '/:locale/einsaetze', <EinsaetzePage />);

describe('Meine Einsätze', () => {
  it('shows upcoming then past, with meeting point, supervisor, phone and the state', async () => {
    fakeApi({
      'GET /app/api/einsaetze': {
        body: {
          items: [
            booking(),
            booking({
              fair: { ...booking().fair, id: 4, name: 'EuroTier' },
              state: 'confirmed',
              changed: true,
            }),
            booking({
              fair: { ...booking().fair, id: 5, name: 'IAA' },
              past: true,
              state: 'confirmed',
            }),
          ],
        },
      },
    });
    open();
    const first = await screen.findByRole('article', { name: /Agritechnica/ });
    expect(within(first).getByText('angefragt')).toBeTruthy();
    expect(within(first).getByText('Halle 3, Stand B12, 07:30')).toBeTruthy();
    expect(within(first).getByText('Bea Boss')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '0171 123' }).getAttribute('href')).toBe(
      'tel:0171123',
    );
    const changed = screen.getByRole('article', { name: /EuroTier/ });
    expect(within(changed).getByText('geändert – bitte erneut bestätigen')).toBeTruthy();
    expect(within(changed).getByRole('button', { name: /Zusagen/ })).toBeTruthy();
    const past = screen.getByRole('article', { name: /IAA/ });
    expect(within(past).queryByRole('button')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Anstehend',
      'Agritechnica',
      'EuroTier',
      'Vergangen',
      'IAA',
      'Kalender abonnieren',
    ]);
    expect(screen.getByText(/^Stand: /)).toBeTruthy();
  });

  it('confirms a booking and shows "zugesagt"', async () => {
    const api = fakeApi({
      'GET /app/api/einsaetze': { body: { items: [booking()] } },
      'POST /app/api/einsaetze/3/9/zusagen': { body: booking({ state: 'confirmed' }) },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Zusagen/ }));
    expect(await screen.findByText('zugesagt')).toBeTruthy();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      'POST /app/api/einsaetze/3/9/zusagen',
    );
  });

  it('declines with a reason typed into a labelled field', async () => {
    const api = fakeApi({
      'GET /app/api/einsaetze': { body: { items: [booking()] } },
      'POST /app/api/einsaetze/3/9/absagen': {
        body: booking({ state: 'declined', decline_reason: 'Krank' }),
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Absagen/ }));
    fireEvent.change(screen.getByLabelText('Grund (optional)'), { target: { value: 'Krank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absage senden' }));
    expect(await screen.findByText('abgesagt')).toBeTruthy();
    expect(screen.getByText('Krank')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Krank' });
  });

  it("shows the server's words when the fair ended meanwhile, and asks for the list again", async () => {
    let lists = 0;
    fakeApi({
      'GET /app/api/einsaetze': () => {
        lists += 1;
        return { body: { items: [booking({ past: lists > 1 })] } };
      },
      'POST /app/api/einsaetze/3/9/zusagen': {
        status: 409,
        body: { message: 'Diese Messe ist vorbei.', errors: {} },
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Zusagen/ }));
    expect(await screen.findByText('Diese Messe ist vorbei.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Vergangen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zusagen/ })).toBeNull();
  });

  it('says so when there is no booking', async () => {
    fakeApi({ 'GET /app/api/einsaetze': { body: { items: [] } } });
    open();
    expect(await screen.findByText('Sie sind noch für keinen Einsatz eingeplant.')).toBeTruthy();
  });
});
