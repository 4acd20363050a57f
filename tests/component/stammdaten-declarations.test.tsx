import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Declaration } from '@domain/shared/employment-law/record-contract';
import { DeclarationsSection } from '@src/features/stammdaten/components/declarations-section';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The person's own earlier short-term jobs in the master data (issue 27),
 * against a fake server answering per domain/stammdaten/operations.ts: the
 * list in words, an add sent with the days as a number, the client's and the
 * server's field errors at their fields, a change, a removal only after a
 * second press, and the office's correction named.
 */

afterEach(() => vi.unstubAllGlobals());

const URL = '/app/api/stammdaten/kurzfristige-beschaeftigungen';

const declaration = (overrides: Partial<Declaration> = {}): Declaration => ({
  id: 4,
  employer: 'Bäckerei Korn',
  date_from: '2026-03-02',
  date_to: '2026-03-27',
  working_days: 20,
  updated_by_office: false,
  updated_at: '2026-04-01T08:00:00.000Z',
  ...overrides,
});

function render() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderAt(
    '/de/stammdaten',
    '/:locale/stammdaten',
    <QueryClientProvider client={client}>
      <DeclarationsSection />
    </QueryClientProvider>,
  );
}

const item = (employer: string) => screen.getByText(employer).closest('li') as HTMLElement;

describe('earlier short-term jobs in the master data', () => {
  it('lists each with its period and days, and says when the office corrected one', async () => {
    fakeApi({
      [`GET ${URL}`]: {
        body: {
          items: [
            declaration(),
            declaration({
              id: 5,
              employer: 'Zoo Hannover',
              working_days: 1,
              updated_by_office: true,
            }),
          ],
        },
      },
    });
    render();
    await screen.findByText('Bäckerei Korn');
    expect(item('Bäckerei Korn').textContent).toContain('20 Arbeitstage');
    expect(item('Bäckerei Korn').textContent).not.toContain('vom Büro');
    expect(item('Zoo Hannover').textContent).toContain('1 Arbeitstag');
    expect(item('Zoo Hannover').textContent).toContain('vom Büro korrigiert');
  });

  it('says none are declared, and adds one with the days as a number', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${URL}`]: { body: { items: [] } },
      [`POST ${URL}`]: { body: { items: [declaration()] } },
    });
    render();
    expect(await screen.findByText('Keine angegeben.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Arbeitgeber/), 'Bäckerei Korn');
    await user.type(screen.getByLabelText(/^Arbeitstage/), ' 20 ');
    await user.type(screen.getByLabelText(/^Erster Tag/), '2026-03-02');
    await user.type(screen.getByLabelText(/^Letzter Tag/), '2026-03-27');
    await user.click(screen.getByRole('button', { name: 'Beschäftigung hinzufügen' }));
    await screen.findByText('Bäckerei Korn');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        employer: 'Bäckerei Korn',
        date_from: '2026-03-02',
        date_to: '2026-03-27',
        working_days: 20,
      },
    });
    // The form is empty again for the next one.
    expect((screen.getByLabelText(/^Arbeitgeber/) as HTMLInputElement).value).toBe('');
  });

  it('refuses more days than the period has before sending, and shows the server’s field error', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${URL}`]: { body: { items: [] } },
      [`POST ${URL}`]: {
        status: 422,
        body: {
          message: 'Bitte prüfen Sie Ihre Eingaben.',
          errors: { employer: ['Die Eingabe enthält unzulässige Zeichen.'] },
        },
      },
    });
    render();
    await screen.findByText('Keine angegeben.');
    await user.type(screen.getByLabelText(/^Arbeitgeber/), 'Zoo');
    await user.type(screen.getByLabelText(/^Arbeitstage/), '9');
    await user.type(screen.getByLabelText(/^Erster Tag/), '2026-05-04');
    await user.type(screen.getByLabelText(/^Letzter Tag/), '2026-05-08');
    await user.click(screen.getByRole('button', { name: 'Beschäftigung hinzufügen' }));
    const days = screen.getByLabelText(/^Arbeitstage/);
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Beschäftigung hinzufügen' }));
    expect(await screen.findByText('Die Eingabe enthält unzulässige Zeichen.')).toBeTruthy();
    expect(screen.getByLabelText(/^Arbeitgeber/).getAttribute('aria-invalid')).toBe('true');
    // What was typed stays.
    expect((screen.getByLabelText(/^Arbeitgeber/) as HTMLInputElement).value).toBe('Zoo');
  });

  it('changes one in place', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${URL}`]: { body: { items: [declaration()] } },
      [`PUT ${URL}/4`]: { body: { items: [declaration({ working_days: 18 })] } },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Bäckerei Korn ändern' }));
    // The line became its form, filled with what is stored.
    const line = screen.getByRole('listitem');
    expect((within(line).getByLabelText(/^Arbeitgeber/) as HTMLInputElement).value).toBe(
      'Bäckerei Korn',
    );
    const days = within(line).getByLabelText(/^Arbeitstage/);
    await user.clear(days);
    await user.type(days, '18');
    await user.click(screen.getByRole('button', { name: 'Änderung speichern' }));
    await screen.findByText('18 Arbeitstage');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { employer: 'Bäckerei Korn', working_days: 18 },
    });
  });

  it('removes one only after it is confirmed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${URL}`]: { body: { items: [declaration()] } },
      [`DELETE ${URL}/4`]: { body: { items: [] } },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Bäckerei Korn entfernen' }));
    const confirm = screen.getByRole('group', { name: 'Bäckerei Korn entfernen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Bäckerei Korn')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bäckerei Korn entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, entfernen' }));
    expect(await screen.findByText('Keine angegeben.')).toBeTruthy();
    expect(api.requests.at(-1)?.method).toBe('DELETE');
  });
});
