import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AuditEntryItem, AuditRefs } from '@domain/buero/gdpr-contract';
import { AuditList } from '@src/features/buero/components/audit-list';

/*
 * The audit in the office's words (docs/product/data-retention.md): an entry
 * reads as names, clock times and 'Ende 18:00 → 17:00', with links back, in
 * German and English (tests/unit/audit-actions.test.ts: every action has words).
 */

const REFS: AuditRefs = {
  people: [
    { id: 22, name: 'Lea Lesbar', staff: true, application_id: 5 },
    { id: 23, name: 'Otto Ohnelogin', staff: false, application_id: 9 },
  ],
  users: [{ id: 40, name: 'Sabine Aufsicht', role: 'staff' }],
  fairs: [{ id: 2, name: 'Messe Lesbar' }],
  customers: [{ id: 3, name: 'Kunde Klar' }],
  documents: [],
};

const entry = (item: Partial<AuditEntryItem> & Pick<AuditEntryItem, 'id' | 'action'>) =>
  ({
    at: '2026-11-29T16:05:00.000Z',
    subject: null,
    actor: { id: 40, name: 'Sabine Aufsicht' },
    changes: null,
    details: null,
    about: null,
    ...item,
  }) as AuditEntryItem;

const ITEMS: AuditEntryItem[] = [
  entry({
    id: 3,
    action: 'time_changed',
    subject: 'times:2/3/22/2026-11-29',
    changes: { time_end: { before: 1080, after: 1020 } },
    details: { day: '2026-11-29', time_start: 540, time_end: 1020, time_break: 30, created: false },
    about: { fair_id: 2, customer_id: 3, person_id: 22, day: '2026-11-29' },
  }),
  entry({
    id: 2,
    action: 'staff_assignments_changed',
    subject: 'pair:2-3',
    changes: { staff: { before: [22], after: [22, 23] } },
    details: { added: [23] },
    about: { fair_id: 2, customer_id: 3 },
  }),
];

async function renderIn(locale: 'de' | 'en') {
  const { messages } = (await import(`../../src/locales/${locale}/buero.po`)) as {
    messages: Messages;
  };
  i18n.loadAndActivate({ locale, messages });
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/buero/messen/:id/protokoll',
        element: <AuditList items={ITEMS} pages={[{ refs: REFS }]} />,
      },
    ],
    { initialEntries: [`/${locale}/buero/messen/2/protokoll`] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('an audit entry in words', () => {
  it('names the person, fair and customer with links, and the change as clock times (de)', async () => {
    await renderIn('de');
    const [time, assignment] = screen.getAllByRole('row').slice(1);
    const row = within(time as HTMLElement);
    expect(row.getByText('Zeit erfasst oder geändert')).toBeTruthy();
    expect(row.getByText('Ende 18:00 → 17:00')).toBeTruthy();
    expect(row.getByText('09:00–17:00, Pause 30 Min.')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Lea Lesbar' }).getAttribute('href')).toBe(
      '/de/buero/personal/22',
    );
    expect(row.getByRole('link', { name: 'Messe Lesbar · Kunde Klar' }).getAttribute('href')).toBe(
      '/de/buero/messen/2/kunden/3',
    );
    expect(row.getByRole('link', { name: 'Stundenzettel, 29.11.2026' }).getAttribute('href')).toBe(
      '/de/buero/messen/2/kunden/3/zeiten',
    );
    expect(within(time as HTMLElement).queryByText(/times:|1080|1020/)).toBeNull();
    expect(
      within(assignment as HTMLElement).getByText('Personal hinzugefügt: Otto Ohnelogin'),
    ).toBeTruthy();
  });

  it('reads the same in English', async () => {
    await renderIn('en');
    const [time, assignment] = screen.getAllByRole('row').slice(1);
    const row = within(time as HTMLElement);
    expect(row.getByText('Time recorded or changed')).toBeTruthy();
    expect(row.getByText('End 18:00 → 17:00')).toBeTruthy();
    expect(row.getByText('09:00–17:00, break 30 min')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Timesheet, 29/11/2026' }).getAttribute('href')).toBe(
      '/en/buero/messen/2/kunden/3/zeiten',
    );
    expect(within(assignment as HTMLElement).getByText('Staff added: Otto Ohnelogin')).toBeTruthy();
  });
});
