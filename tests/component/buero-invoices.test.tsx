import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderScreen, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail, InvoicePreflight } from '@domain/rechnungen/invoices-contract';
import { InvoiceDetailPage } from '@src/features/buero/routes/invoice-detail-page';
import { NewInvoicePage } from '@src/features/buero/routes/new-invoice-page';
import { fakeApi } from './fake-api';

/*
 * The office's invoice screens (issue 26) against a fake server answering per
 * domain/rechnungen/operations.ts: a prefilled pair's preflight with its
 * problems as links and the issue button held back; a clean preflight issued
 * with an Idempotency-Key; the cancel dialog's required reason; a cancelled
 * invoice's way to a new one for the same target.
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

const fair = {
  id: 5,
  name: 'Agritechnica',
  city: 'Hannover',
  description: null,
  date_start: '2026-11-10',
  date_end: '2026-11-14',
  federal_state: null,
  archived_at: null,
};
const customer = { id: 3, name: 'Muster Messebau GmbH', archived_at: null };

const line = {
  kind: 'work' as const,
  messe_name: 'Agritechnica',
  person_name: 'Anna Albers',
  day: null,
  people: null,
  from: '2026-11-10',
  to: '2026-11-11',
  minutes: 930,
  unit_price: 320_000,
  surcharge_percent: null,
  net_cents: 49_600,
  vat_rate_percent: 19,
};

const preflight = (overrides: Partial<InvoicePreflight> = {}): InvoicePreflight => ({
  customer: { id: 3, name: customer.name },
  problems: [],
  pairs_without_rate: [],
  line_arrangement: 'person',
  lines: [line],
  totals: { net_cents: 49_600, vat_cents: 9_424, gross_cents: 59_024 },
  service_period: { from: '2026-11-10', to: '2026-11-11' },
  not_billed: [
    {
      staff_id: 8,
      name: 'Bert Beleg',
      messe_id: 5,
      messe_name: 'Agritechnica',
      reason: 'unsigned',
      days: ['2026-11-12'],
      invoice_number: null,
    },
  ],
  ...overrides,
});

const invoice = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 41,
  number: '2026-00007',
  state: 'issued',
  customer: { id: 3, name: customer.name },
  scope: 'pair',
  messe: { id: 5, name: 'Agritechnica' },
  month: null,
  issue_date: '2026-11-27',
  due_date: '2026-12-11',
  service_from: '2026-11-10',
  service_to: '2026-11-11',
  net_cents: 49_600,
  vat_cents: 9_424,
  gross_cents: 59_024,
  cancels: null,
  cancelled_by: null,
  sent_at: null,
  sent_to: null,
  lines: [line],
  invoice_email: 'rechnung@muster.test',
  send_xrechnung: false,
  ...overrides,
});

/** The screen at `path`, and a stand-in for wherever it leads (the new invoice's detail). */
function render(path: string, pattern: string, element: ReactNode) {
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Weitergeleitet</p> },
    ],
    { initialEntries: [path] },
  );
  renderScreen(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const FAIR_ROUTES = {
  'GET /app/api/buero/messen': {
    body: { items: [{ ...fair, customers: 1, staff: 2 }], next_cursor: null },
  },
  'GET /app/api/buero/messen/5': {
    body: {
      fair,
      customers: [{ ...customer, staff: 2, supervisors: 1, time_days: 3, signed: true }],
      days_with_times: [],
    },
  },
};

describe('new invoice', () => {
  it('names the problems with links to where they are fixed and holds the button back', async () => {
    fakeApi({
      ...FAIR_ROUTES,
      'POST /app/api/buero/rechnungen/vorpruefung': {
        body: preflight({
          problems: ['billing_data_missing', 'rate_missing'],
          pairs_without_rate: [{ messe_id: 5, messe_name: 'Agritechnica' }],
          lines: [],
        }),
      },
    });
    render(
      '/de/buero/rechnungen/neu?messe=5&kunde=3',
      '/:locale/buero/rechnungen/neu',
      <NewInvoicePage />,
    );
    const rate = await screen.findByRole('link', {
      name: 'Stundensatz für Agritechnica eintragen',
    });
    expect(rate.getAttribute('href')).toBe('/de/buero/messen/5/kunden/3');
    expect(
      screen
        .getByRole('link', { name: /Rechnungsdaten von Muster Messebau GmbH/ })
        .getAttribute('href'),
    ).toBe('/de/buero/kunden');
    expect(
      (screen.getByRole('button', { name: 'Rechnung ausstellen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/Erst ausstellbar, wenn die Punkte oben geklärt sind/)).toBeTruthy();
    expect(screen.getByText(/Bert Beleg/).closest('li')?.textContent).toContain(
      'noch nicht unterschrieben oder bestätigt',
    );
  });

  it('issues a clean preflight once, with an Idempotency-Key', async () => {
    const api = fakeApi({
      ...FAIR_ROUTES,
      'POST /app/api/buero/rechnungen/vorpruefung': { body: preflight() },
      'POST /app/api/buero/rechnungen': { status: 201, body: invoice() },
    });
    const router = render(
      '/de/buero/rechnungen/neu?messe=5&kunde=3',
      '/:locale/buero/rechnungen/neu',
      <NewInvoicePage />,
    );
    expect(await screen.findByText('Leistungszeitraum: 10.11.2026 – 11.11.2026')).toBeTruthy();
    const totals = screen.getByText('Brutto').closest('dl');
    expect(within(totals as HTMLElement).getByText('590,24 €')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Rechnung ausstellen' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.method === 'POST' && r.url === '/app/api/buero/rechnungen'),
      ).toBe(true),
    );
    const issue = vi
      .mocked(fetch)
      .mock.calls.find(
        ([url, init]) => String(url) === '/app/api/buero/rechnungen' && init?.method === 'POST',
      );
    const headers = new Headers(issue?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.requests.find((r) => r.url === '/app/api/buero/rechnungen')?.body).toEqual({
      scope: 'pair',
      messe_id: 5,
      customer_id: 3,
    });
    await screen.findByText('Weitergeleitet');
    expect(router.state.location.pathname).toBe('/de/buero/rechnungen/41');
  });
});

describe('invoice detail', () => {
  it('cancels only with a reason', async () => {
    const api = fakeApi({
      'GET /app/api/buero/rechnungen/41': { body: invoice() },
      'POST /app/api/buero/rechnungen/41/stornieren': {
        status: 201,
        body: invoice({ id: 42, number: '2026-00008', state: 'cancellation' }),
      },
    });
    render('/de/buero/rechnungen/41', '/:locale/buero/rechnungen/:id', <InvoiceDetailPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stornieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung 2026-00007 stornieren?' });
    const submit = within(dialog).getByRole('button', { name: 'Stornieren' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText(/Grund der Stornierung/));
    await userEvent.paste('Falscher Stundensatz');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(api.requests.find((r) => r.url.endsWith('/stornieren'))?.body).toEqual({
        reason: 'Falscher Stundensatz',
      }),
    );
  });

  it('offers a new invoice for the same target once cancelled', async () => {
    fakeApi({
      'GET /app/api/buero/rechnungen/41': {
        body: invoice({ state: 'cancelled', cancelled_by: { id: 42, number: '2026-00008' } }),
      },
    });
    render('/de/buero/rechnungen/41', '/:locale/buero/rechnungen/:id', <InvoiceDetailPage />);
    const again = await screen.findByRole('link', { name: 'Neu ausstellen' });
    expect(again.getAttribute('href')).toBe('/de/buero/rechnungen/neu?messe=5&kunde=3');
    expect(screen.getByRole('link', { name: '2026-00008' }).getAttribute('href')).toBe(
      '/de/buero/rechnungen/42',
    );
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
    // A cancelled invoice is not mailed again.
    expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull();
  });

  it('names the recipient address before sending', async () => {
    fakeApi({ 'GET /app/api/buero/rechnungen/41': { body: invoice() } });
    render('/de/buero/rechnungen/41', '/:locale/buero/rechnungen/:id', <InvoiceDetailPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Senden' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung 2026-00007 senden?' });
    expect(dialog.textContent).toContain('rechnung@muster.test');
  });
});
