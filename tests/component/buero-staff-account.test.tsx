import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDetail } from '@domain/buero/staff-contract';
import { SecretValue } from '@src/features/buero/components/secret-value';
import { StaffAccount } from '@src/features/buero/components/staff-account';
import { fakeServer, renderAt } from './render';

/* The staff detail's controls: the recorded reveal and deactivation behind a confirmation. */

const detail = {
  id: 7,
  user_id: 70,
  active: true,
  deactivated_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  contract: false,
  timetracking: false,
} as StaffDetail;

function renderWithQueries(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderAt(
    '/de/buero/personal/7',
    '/:locale/buero/personal/:id',
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SecretValue', () => {
  it('shows the masked value, reveals the full one on request and masks it again', async () => {
    const { requests } = fakeServer({
      status: 200,
      body: { field: 'bank_iban', value: 'DE89370400440532013000' },
    });
    renderWithQueries(
      <SecretValue staffId={7} field="bank_iban" masked="•••• 3000" label="IBAN" />,
    );
    expect(screen.getByText('•••• 3000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'IBAN anzeigen' }));
    await screen.findByText('DE89370400440532013000');
    expect(requests).toEqual([
      { url: '/app/api/buero/personal/7/aufdecken', body: { field: 'bank_iban' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'IBAN verbergen' }));
    expect(screen.queryByText('DE89370400440532013000')).toBeNull();
    expect(screen.getByText('•••• 3000')).toBeTruthy();
  });

  it('shows a dash and no button for a field not filled in', () => {
    fakeServer();
    renderWithQueries(
      <SecretValue staffId={7} field="tax_number" masked={null} label="Steuer-ID" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('StaffAccount', () => {
  it('asks before deactivating; Abbrechen sends nothing, the confirmation sends the call', async () => {
    const { requests } = fakeServer({
      status: 200,
      body: { contract: false, timetracking: false, active: false, deactivated_at: null },
    });
    renderWithQueries(<StaffAccount detail={detail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Konto deaktivieren …' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja, deaktivieren' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Konto deaktivieren …' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, deaktivieren' }));
    await waitFor(() =>
      expect(requests).toEqual([{ url: '/app/api/buero/personal/7/deaktivieren', body: {} }]),
    );
  });

  it('saves a flag switch at once', async () => {
    const { requests } = fakeServer({
      status: 200,
      body: { contract: false, timetracking: true, active: true, deactivated_at: null },
    });
    renderWithQueries(<StaffAccount detail={detail} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' }));
    await waitFor(() =>
      expect(requests).toEqual([
        { url: '/app/api/buero/personal/7/merkmale', body: { timetracking: true } },
      ]),
    );
  });
});
