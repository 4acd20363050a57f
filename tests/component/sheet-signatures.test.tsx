import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SheetSignatures } from '@src/features/stundenerfassung/components/sheet-signatures';
import { renderAt } from './render';

const stored = {
  kind: 'staff' as const,
  days: ['2026-11-21', '2026-11-22', '2026-11-23'],
  signer_name: 'Anna Albers',
  signed_at: '2026-11-23T17:05:00.000Z',
  signature: 'data:image/svg+xml,%3Csvg%2F%3E',
};

describe('SheetSignatures', () => {
  it('lists each signature with its days and signer, and the note once all is covered', () => {
    renderAt(
      '/de/sheet',
      '/:locale/sheet',
      <SheetSignatures
        signed
        signatures={[stored, { ...stored, days: ['2026-11-25'], pendingId: 'e1', signature: null }]}
      />,
    );
    expect(screen.getByText('Bereits unterschrieben')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('gilt für 21.11.–23.11.2026');
    expect(items[0]?.textContent).toContain('Unterschrieben von Anna Albers am 23.11.2026');
    expect(items[1]?.textContent).toContain('gilt für 25.11.2026');
    // A signature still queued on this device says so.
    expect(items[1]?.textContent).toContain('nur auf diesem Gerät');
    expect(screen.getAllByRole('img', { name: 'Gespeicherte Unterschrift' })).toHaveLength(1);
  });

  it('shows nothing before the first signature', () => {
    renderAt('/de/sheet', '/:locale/sheet', <SheetSignatures signed={false} signatures={[]} />);
    expect(screen.queryByTestId('sheet-signatures')).toBeNull();
  });
});
