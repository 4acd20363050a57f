import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@domain/einsaetze/booking';
import type { AuthState } from '@domain/auth/auth';
import { savedBookings } from '@src/features/einsaetze/data/saved-bookings';
import { EinsaetzePage } from '@src/features/einsaetze/routes/einsaetze-page';
import { fakeApi } from './fake-api';

/*
 * "Meine Einsätze" after one online visit (issue 24): the answer is kept on
 * the device for its person; offline (or when the refresh fails) the kept
 * copy shows with its age, and the answer buttons are disabled with a reason.
 * Another person signed in on the device never sees it.
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
  meeting_point: null,
  meeting_time: null,
  supervisors: [],
  supervisor_phone: null,
  state: 'requested',
  decline_reason: null,
  changed: false,
  past: false,
  ...overrides,
});

const signedIn = (id: number): AuthState => ({
  authenticated: true,
  user: {
    id,
    email: `p${String(id)}@example.test`,
    firstname: 'Paula',
    lastname: 'Personal',
    name: 'Paula Personal',
    locale: 'de',
    timetracking: false,
    contract: false,
    areas: ['messen'],
  },
});

/** The page under the app's root route, whose data names the signed-in person. */
function openAs(userId: number) {
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/:locale',
        loader: () => ({ auth: { state: signedIn(userId) } }),
        children: [{ path: 'einsaetze', element: <EinsaetzePage /> }],
      },
    ],
    { initialEntries: ['/de/einsaetze'] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

let offline: { mockRestore(): void } | null = null;
function goOffline() {
  offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  offline?.mockRestore();
  offline = null;
});

const SAVED_AT = new Date('2026-11-20T08:15:00Z').getTime();

describe('Meine Einsätze offline', () => {
  it('keeps each answer on the device for its person', async () => {
    fakeApi({ 'GET /app/api/einsaetze': { body: { items: [booking()] } } });
    const view = openAs(7);
    await screen.findByRole('article', { name: /Agritechnica/ });
    expect(savedBookings.load(7)?.list.items).toEqual([booking()]);
    view.unmount();
  });

  it('shows the kept copy offline with its age, answer buttons disabled with the reason', async () => {
    savedBookings.save(7, { items: [booking()] }, SAVED_AT);
    goOffline();
    openAs(7);
    const card = await screen.findByRole('article', { name: /Agritechnica/ });
    expect(screen.getByText(/^Offline – gespeicherter Stand: 20\.11\.2026/)).toBeTruthy();
    const confirm = within(card).getByRole('button', { name: 'Zusagen' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const note = document.getElementById(
      confirm.getAttribute('aria-describedby')?.split(' ')[1] ?? '',
    );
    expect(note?.textContent).toMatch(/Ohne Verbindung können Sie nicht zusagen oder absagen/);
  });

  it('says how old the shown data is when the refresh fails online', async () => {
    savedBookings.save(7, { items: [booking()] }, SAVED_AT);
    fakeApi({ 'GET /app/api/einsaetze': { status: 503, body: { message: 'down', errors: {} } } });
    openAs(7);
    expect(
      await screen.findByText(/^Aktualisieren fehlgeschlagen – gespeicherter Stand: 20\.11\.2026/),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: /Agritechnica/ })).toBeTruthy();
  });

  it("never shows another person's kept copy, and drops it", async () => {
    savedBookings.save(7, { items: [booking()] }, SAVED_AT);
    goOffline();
    openAs(8);
    expect(
      await screen.findByText(/erst nach einem Besuch mit Verbindung gespeichert/),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(savedBookings.load(7)).toBeNull();
  });

  it('asks the server again when the device comes back online', async () => {
    savedBookings.save(7, { items: [booking()] }, SAVED_AT);
    goOffline();
    const api = fakeApi({
      'GET /app/api/einsaetze': { body: { items: [booking({ state: 'confirmed' })] } },
    });
    openAs(7);
    await screen.findByText(/^Offline – gespeicherter Stand/);
    expect(api.requests).toEqual([]);
    offline?.mockRestore();
    offline = null;
    window.dispatchEvent(new Event('online'));
    const card = await screen.findByRole('article', { name: /Agritechnica/ });
    expect(await within(card).findByText('zugesagt')).toBeTruthy();
    expect(screen.getByText(/^Stand: /)).toBeTruthy();
  });
});
