import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@src/api/query-client';
import { CalendarFeed } from '@src/features/einsaetze/components/calendar-feed';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * "Kalender abonnieren" on Meine Einsätze (issue 24): the address is asked
 * for only on request, copied, offered as webcal://, and renewed only after a
 * question that says the old one stops working.
 */

// The address part loads on request with the app's cache (Meine Einsätze is outside QueryLayout).
afterEach(() => queryClient.clear());

const link = (token: string) => ({
  url: `https://portal.test/app/api/kalender/${token}.ics`,
  webcal_url: `webcal://portal.test/app/api/kalender/${token}.ics`,
  created_at: '2026-11-27T10:00:00.000Z',
});

const open = () => renderAt('/de/einsaetze', '/:locale/einsaetze', <CalendarFeed />);

describe('Kalender abonnieren', () => {
  it('asks for the address on request, copies it and links it as webcal://', async () => {
    const api = fakeApi({ 'GET /app/api/kalender': { body: link('a'.repeat(43)) } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const section = screen.getByRole('region', { name: 'Kalender abonnieren' });
    expect(api.requests).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Kalender-Adresse anzeigen' }));
    const field = await within(section).findByRole('textbox', { name: 'Adresse Ihres Kalenders' });
    expect((field as HTMLTextAreaElement).value).toBe(link('a'.repeat(43)).url);
    expect(document.activeElement).toBe(field);
    expect(
      within(section).getByRole('link', { name: 'Im Kalender öffnen' }).getAttribute('href'),
    ).toBe(link('a'.repeat(43)).webcal_url);
    fireEvent.click(within(section).getByRole('button', { name: 'Adresse kopieren' }));
    expect(await within(section).findByText('Adresse kopiert.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link('a'.repeat(43)).url);
  });

  it('renews only after the question, which says the old address stops working', async () => {
    const api = fakeApi({
      'GET /app/api/kalender': { body: link('a'.repeat(43)) },
      'POST /app/api/kalender/erneuern': { body: link('b'.repeat(43)) },
    });
    open();
    const section = screen.getByRole('region', { name: 'Kalender abonnieren' });
    fireEvent.click(within(section).getByRole('button', { name: 'Kalender-Adresse anzeigen' }));
    await within(section).findByRole('textbox', { name: 'Adresse Ihres Kalenders' });
    fireEvent.click(within(section).getByRole('button', { name: 'Neue Adresse erstellen' }));
    const question = within(section).getByRole('group');
    expect(question.textContent).toContain('funktioniert danach nicht mehr');
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Abbrechen' }),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Neue Adresse erstellen' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Ja, neue Adresse erstellen' }));
    expect(
      await within(section).findByText(
        'Neue Adresse erstellt. Die bisherige funktioniert nicht mehr.',
      ),
    ).toBeTruthy();
    const field = within(section).getByRole('textbox', { name: 'Adresse Ihres Kalenders' });
    expect((field as HTMLTextAreaElement).value).toBe(link('b'.repeat(43)).url);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ confirm: true });
  });
});
