import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SupersedeDialog } from '@src/features/buero/components/supersede-dialog';
import { previousMonth } from '@src/features/buero/lib/months';
import { FairsPage } from '@src/features/buero/routes/fairs-page';
import { PayrollPage } from '@src/features/buero/routes/payroll-page';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The office's fairs, review and payroll screens call the API through their
 * operation tables (domain/buero/operations/): the addresses and queries they
 * send, and a refusal's words on screen.
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
  archived_at: '2027-12-01T10:00:00.000Z',
  customers: 2,
  staff: 5,
};

describe('the fairs list', () => {
  it('asks for the archived fairs when the tab says so, and lists them', async () => {
    const api = fakeApi({
      'GET /app/api/buero/messen?archived=1': { body: { items: [fair], next_cursor: null } },
    });
    renderAt('/de/buero/messen?archiv=1', '/:locale/buero/messen', withQueries(<FairsPage />));
    expect(await screen.findByText('Agritechnica')).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toEqual([
      '/app/api/buero/messen?archived=1',
    ]);
  });
});

describe('the payroll page', () => {
  it("previews last month's file with the query the server reads", async () => {
    const month = previousMonth();
    const api = fakeApi({
      'GET /app/api/buero/messen': { body: { items: [], next_cursor: null } },
      [`GET /app/api/buero/abrechnung/vorschau?month=${month}`]: {
        body: {
          period: { from: `${month}-01`, to: `${month}-28` },
          include_unsigned: false,
          lodas_configured: false,
          people: [],
          totals: { people: 0, rows: 0, minutes: 0 },
        },
      },
    });
    renderAt('/de/buero/abrechnung', '/:locale/buero/abrechnung', withQueries(<PayrollPage />));
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain(
        `/app/api/buero/abrechnung/vorschau?month=${month}`,
      ),
    );
  });
});

describe('reopening a signature', () => {
  // jsdom has no modal dialogs: opening one only marks it open.
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  beforeAll(() => {
    dialog.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    dialog.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });

  it('sends the reason to the signature and shows a refusal in words', async () => {
    const message = 'Diese Unterschrift wurde bereits aufgehoben.';
    const api = fakeApi({
      'POST /app/api/buero/unterschriften/5/aufheben': {
        status: 409,
        body: { message, errors: {}, code: 'signature_superseded' },
      },
    });
    const onDone = vi.fn();
    renderAt(
      '/de/buero',
      '/:locale/buero',
      <SupersedeDialog signatureId={5} what="Anna Albers" onClose={vi.fn()} onDone={onDone} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Grund/ }), 'Falscher Tag');
    await userEvent.click(screen.getByRole('button', { name: 'Aufheben' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: '/app/api/buero/unterschriften/5/aufheben',
        body: { reason: 'Falscher Tag' },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
