import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeTimeQuery } from '@domain/buero/time-queries-contract';
import { FairTimeQueryCounts, PairTimeQueries } from '@src/features/buero/components/time-queries';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The staff's questions about their times on the office's review: the pair's
 * open ones with day, person, recorded time and text, resolved with a click;
 * the fair's count per customer.
 */

afterEach(() => vi.unstubAllGlobals());

const query = (overrides: Partial<OfficeTimeQuery>): OfficeTimeQuery => ({
  id: 7,
  customer_id: 3,
  customer_name: 'Kunde Nord',
  person: { id: 11, name: 'Hanna Stundenreich' },
  day: '2026-11-26',
  text: 'Ich war bis 17:00 da.',
  created_at: '2026-11-27T09:15:00.000Z',
  time: { time_start: 480, time_end: 990, time_break: 30 },
  ...overrides,
});

function renderWith(element: React.ReactNode, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    '/de/buero/messen/5/zeiten',
    '/:locale/buero/messen/:id/zeiten',
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
  );
  return api;
}

describe('open questions on the review', () => {
  it('shows the pair’s questions and resolves one', async () => {
    let resolved = false;
    const api = renderWith(<PairTimeQueries messeId={5} customerId={3} />, {
      'GET /app/api/buero/messen/5/beanstandungen': () => ({
        body: {
          items: resolved
            ? []
            : [query({}), query({ id: 8, customer_id: 4, text: 'Anderer Kunde' })],
        },
      }),
      'POST /app/api/buero/beanstandungen/7/erledigt': () => {
        resolved = true;
        return { body: { id: 7, resolved_at: '2026-11-27T10:00:00.000Z' } };
      },
    });
    const region = await screen.findByRole('region', { name: 'Offene Beanstandungen' });
    const item = await within(region).findByRole('listitem');
    expect(item.textContent).toContain('Do., 26.11.2026 · Hanna Stundenreich');
    expect(item.textContent).toContain('Erfasst: 08:00–16:30, 30 Min. Pause');
    expect(item.textContent).toContain('Ich war bis 17:00 da.');
    expect(region.textContent).not.toContain('Anderer Kunde');
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Als erledigt markieren (Hanna Stundenreich, Do., 26.11.2026)',
      }),
    );
    expect(await within(region).findByText('Keine offenen Beanstandungen.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(true);
  });

  it('counts the fair’s open questions per customer, each linked to its sheet', async () => {
    renderWith(<FairTimeQueryCounts messeId={5} />, {
      'GET /app/api/buero/messen/5/beanstandungen': {
        body: {
          items: [
            query({}),
            query({ id: 8 }),
            query({ id: 9, customer_id: 4, customer_name: 'Süd' }),
          ],
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Offene Beanstandungen' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Kunde Nord: 2 offen', 'Süd: 1 offen']);
    expect(within(region).getByRole('link', { name: 'Kunde Nord' }).getAttribute('href')).toBe(
      '/de/buero/messen/5/kunden/3/zeiten',
    );
  });
});
