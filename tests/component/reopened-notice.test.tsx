import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReopenedNotice } from '@src/features/stundenerfassung/components/reopened-notice';
import { renderAt } from './render';

const reopening = {
  kind: 'staff' as const,
  staff_id: 12,
  signer_name: 'Anna Albers',
  days: ['2026-11-21', '2026-11-22'],
  signed_at: '2026-11-22T17:05:00.000Z',
  reopened_at: '2026-11-23T09:30:00.000Z',
  reopened_by: 'Olivia Office',
  reason: 'Beginn war 08:00',
};

describe('ReopenedNotice', () => {
  it('says which signature the office reopened, when, by whom and why', () => {
    renderAt('/de/sheet', '/:locale/sheet', <ReopenedNotice reopened={[reopening]} />);
    const notice = screen.getByRole('region', { name: 'Vom Büro wieder geöffnet' });
    expect(notice.textContent).toContain('Die Unterschrift von Anna Albers für 21.11.–22.11.2026');
    expect(notice.textContent).toContain('vom Büro (Olivia Office) aufgehoben');
    expect(notice.textContent).toContain('Grund: Beginn war 08:00');
    expect(notice.textContent).toContain('brauchen eine neue Unterschrift');
  });

  it('names a customer signature as such, and shows nothing without a reopening', () => {
    const { unmount } = renderAt(
      '/de/sheet',
      '/:locale/sheet',
      <ReopenedNotice reopened={[{ ...reopening, kind: 'customer', staff_id: null }]} />,
    );
    expect(screen.getByRole('region').textContent).toContain('Die Kundenunterschrift von');
    unmount();
    renderAt('/de/sheet', '/:locale/sheet', <ReopenedNotice reopened={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
