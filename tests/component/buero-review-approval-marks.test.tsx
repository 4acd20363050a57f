import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewPair, ReviewSignature } from '@domain/buero/timesheets-contract';
import { ReviewPairSection } from '@src/features/buero/components/review-pair';
import { renderAt } from './render';

/*
 * What approval by link (issue 25) adds to the office's review of a pair: an
 * open dispute at its row with the customer's comment, and a customer
 * signature given by link or by the deadline named as such.
 */

const signature = (id: number, days: string[], method?: string): ReviewSignature =>
  ({
    id,
    kind: 'customer',
    staff_id: null,
    signer_name: 'Anna Standleitung',
    signed_at: '2026-11-26T17:00:00.000Z',
    days,
    supervisor: null,
    content_sha256: 'a'.repeat(64),
    verification: 'unchanged',
    superseded: null,
    // The server side sends `method` through the loose review schema.
    ...(method ? { method } : {}),
  }) as ReviewSignature;

const day = (iso: string, customerSignature: number | null) => ({
  day: iso,
  time_start: 540,
  time_end: 1020,
  time_break: 30,
  worked_minutes: 450,
  staff_signature_id: null,
  customer_signature_id: customerSignature,
});

const pair: ReviewPair = {
  customer: { id: 3, name: 'Kunde Nord' },
  people: [
    {
      id: 11,
      name: 'Hanna Stundenreich',
      days: [
        day('2026-11-24', 1),
        day('2026-11-25', 2),
        day('2026-11-26', 3),
        day('2026-11-27', null),
      ],
      total_minutes: 1800,
      unsigned_staff_days: [],
      unsigned_customer_days: ['2026-11-27'],
      warnings: [],
      signatures: [],
      changed: false,
    },
  ],
  customer_signatures: [
    signature(1, ['2026-11-24']),
    signature(2, ['2026-11-25'], 'link'),
    signature(3, ['2026-11-26'], 'tacit'),
  ],
  day_totals: [],
  total_minutes: 1800,
  people_count: 1,
};

describe('approval by link on the review', () => {
  it('marks an open dispute at its row and names how each customer signature was given', () => {
    renderAt(
      '/de/buero/messen/5/kunden/3/zeiten',
      '/:locale/buero/messen/:id/kunden/:customerId/zeiten',
      <QueryClientProvider client={new QueryClient()}>
        <ReviewPairSection
          messeId={5}
          pair={pair}
          headingLevel={2}
          linkToPair={false}
          disputes={[{ staff_id: 11, day: '2026-11-27', comment: 'War 14–16 Uhr nicht am Stand' }]}
        />
      </QueryClientProvider>,
    );
    const times = screen.getByRole('table', { name: 'Zeiten bei Kunde Nord' });
    const rows = within(times).getAllByRole('row');
    const disputed = rows.find((row) => row.textContent?.includes('27.11.2026'));
    expect(disputed?.textContent).toContain('beanstandet War 14–16 Uhr nicht am Stand');
    // A <q>: the browser sets the quotes of the page's language.
    expect(disputed?.querySelector('q')?.textContent).toBe('War 14–16 Uhr nicht am Stand');
    expect(rows.filter((row) => row.textContent?.includes('beanstandet'))).toHaveLength(1);

    const signatures = screen.getByRole('table', { name: 'Unterschriften bei Kunde Nord' });
    const byNumber = (n: string) =>
      within(signatures)
        .getAllByRole('row')
        .find((row) => row.querySelector('th')?.textContent === n)?.textContent ?? '';
    expect(byNumber('#1')).not.toMatch(/per Link|stillschweigend/);
    expect(byNumber('#2')).toContain('per Link bestätigt');
    expect(byNumber('#3')).toContain('stillschweigend bestätigt');
  });
});
