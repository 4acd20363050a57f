import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CloseSummary, ClosePreflight } from '@domain/abschluss/close-contract';
import { MonthClosePage } from '@src/features/buero/routes/month-close-page';
import { previousMonth } from '@src/features/buero/lib/months';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The month close screen (issue 26): the preflight in words with links to
 * where each finding is settled, closing after a confirmation that says what
 * closing locks, reopening only with a reason, and the changes since a close.
 */

afterEach(() => vi.unstubAllGlobals());

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

const month = previousMonth();
const pair = { messe_id: 5, messe_name: 'IAA', customer_id: 3, customer_name: 'Kunde Nord' };
const anna = { staff_id: 21, name: 'Albers, Anna' };

const preflight = (closedId: number | null): ClosePreflight => ({
  period: { kind: 'month', month },
  closed_id: closedId,
  unsigned: [{ ...anna, ...pair, days: [`${month}-03`, `${month}-04`] }],
  open_disputes: [{ ...anna, ...pair, day: `${month}-05`, dispute_id: 9 }],
  without_personnel_number: [{ staff_id: 22, name: 'Brandt, Ben' }],
  working_time_warnings: [{ ...anna, day: `${month}-04`, text: '§ 3 ArbZG: mehr als 10 Stunden' }],
  pairs_without_rate: [pair],
  totals: { people: 2, days: 3, minutes: 1350 },
});

const close = (overrides: Partial<CloseSummary> = {}): CloseSummary => ({
  id: 4,
  period: { kind: 'month', month },
  messe_name: null,
  closed_at: '2026-11-02T09:00:00.000Z',
  closed_by: 'Olga Office',
  reopened_at: null,
  reopened_by: null,
  reopen_reason: null,
  payroll_sha256: 'a'.repeat(64),
  invoices: [{ id: 1, number: 'RE-2026-0001' }],
  ...overrides,
});

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /app/api/buero/messen': { body: { items: [], next_cursor: null } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    '/de/buero/abschluss',
    '/:locale/buero/abschluss',
    <QueryClientProvider client={client}>
      <MonthClosePage />
    </QueryClientProvider>,
  );
  return api;
}

describe('the month close screen', () => {
  it('shows the preflight with links and closes after the confirmation', async () => {
    let closed: CloseSummary | null = null;
    const api = renderPage({
      'GET /app/api/buero/abschluesse/vorpruefung': () => ({
        body: preflight(closed ? closed.id : null),
      }),
      'GET /app/api/buero/abschluesse': () => ({ body: { closes: closed ? [closed] : [] } }),
      'POST /app/api/buero/abschluesse': () => {
        closed = close();
        return { status: 201, body: closed };
      },
    });
    const region = await screen.findByRole('region', { name: /^Vorprüfung – / });
    await within(region).findByRole('heading', { name: 'Nicht unterschriebene Tage (1)' });
    expect(region.textContent).toContain('22,50 Stunden');
    const pairLinks = within(region).getAllByRole('link', { name: 'IAA – Kunde Nord' });
    expect(pairLinks[0]?.getAttribute('href')).toBe('/de/buero/messen/5/kunden/3/zeiten');
    expect(pairLinks.at(-1)?.getAttribute('href')).toBe('/de/buero/messen/5/kunden/3');
    expect(within(region).getByRole('link', { name: 'Brandt, Ben' }).getAttribute('href')).toBe(
      '/de/buero/personal/22',
    );
    expect(region.textContent).toContain('§ 3 ArbZG: mehr als 10 Stunden');
    expect(screen.getByText('Noch kein Zeitraum abgeschlossen.')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Monat abschließen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('weder auf dem Tablet noch im Büro');
    expect(dialog.textContent).toContain('offene Punkte (5)');
    await user.click(within(dialog).getByRole('button', { name: 'Abschließen' }));
    await screen.findByText(/ist abgeschlossen\.$/);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'month', month });
    const list = await screen.findByRole('list', { name: 'Abschlüsse' });
    await within(list).findByText(/^Abgeschlossen am 02\.11\.2026, \d\d:00 von Olga Office\.$/);
    expect(list.textContent).toContain('RE-2026-0001');
    expect(
      within(list)
        .getByRole('link', { name: /Lohndatei \(CSV\)/ })
        .getAttribute('href'),
    ).toBe('/app/api/buero/abschluesse/4/lohndatei');
    expect(screen.queryByRole('button', { name: 'Monat abschließen' })).toBeNull();
  });

  it('reopens only with a reason and then shows the changes since the close', async () => {
    let current = close();
    const api = renderPage({
      'GET /app/api/buero/abschluesse/vorpruefung': () => ({ body: preflight(current.id) }),
      'GET /app/api/buero/abschluesse': () => ({ body: { closes: [current] } }),
      'POST /app/api/buero/abschluesse/4/wiedereroeffnen': (body) => {
        current = close({
          reopened_at: '2026-11-03T08:30:00.000Z',
          reopened_by: 'Olga Office',
          reopen_reason: (body as { reason: string }).reason,
        });
        return { body: current };
      },
      'GET /app/api/buero/abschluesse/4/aenderungen': {
        body: {
          changes: [
            { ...anna, ...pair, day: `${month}-11`, before_minutes: null, after_minutes: 480 },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wieder öffnen' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Wieder öffnen' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Nachtrag');
    await user.click(submit);
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Nachtrag' }),
    );
    const list = await screen.findByRole('list', { name: 'Abschlüsse' });
    await within(list).findByText(/Grund: Nachtrag$/);
    await user.click(within(list).getByRole('button', { name: 'Änderungen seit dem Abschluss' }));
    const table = await screen.findByRole('table', { name: 'Änderungen seit dem Abschluss' });
    expect(table.textContent).toContain('keine Zeit');
    expect(table.textContent).toContain('8,00');
  });
});
