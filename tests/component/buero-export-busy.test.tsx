import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportOperations } from '@domain/buero/operations/exports';
import { FileDownload } from '@src/features/buero/components/file-download';
import { fakeServer } from './render';

/*
 * ADR 0034: when as many exports run as the instance allows, the office's
 * download answers 429 with Retry-After; the screen says so in words beside
 * the link (not a JSON file in the downloads), in German and English.
 */

const ZIP = '/app/api/buero/messen/2/stundenzettel.zip?lang=de';

async function renderIn(locale: 'de' | 'en') {
  const catalogs = await Promise.all(
    ['shell', 'buero'].map(
      async (name) =>
        ((await import(`../../src/locales/${locale}/${name}.po`)) as { messages: Messages })
          .messages,
    ),
  );
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...catalogs) as Messages });
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/buero/messen/2',
        element: (
          <FileDownload
            operation={exportOperations.fairZip}
            input={{ params: { id: 2 }, query: { lang: 'de' } }}
            fileName="stundenzettel.zip"
          >
            ZIP
          </FileDownload>
        ),
      },
    ],
    { initialEntries: [`/${locale}/buero/messen/2`] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an export refused because too many run at once', () => {
  it.each([
    [
      'de',
      'Gerade laufen zu viele Exporte gleichzeitig.',
      'Gerade laufen zu viele Exporte gleichzeitig. Bitte warten Sie 10 Sekunden und versuchen Sie es dann erneut.',
    ],
    [
      'en',
      'Too many exports are running at once.',
      'Too many exports are running at once. Please wait 10 seconds and then try again.',
    ],
  ] as const)('says so and how long to wait (%s)', async (locale, message, words) => {
    const server = fakeServer({
      status: 429,
      body: { message, errors: {} },
      headers: { 'Retry-After': '10' },
    });
    await renderIn(locale);
    await userEvent.click(screen.getByRole('link', { name: 'ZIP' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/\s+/g, ' ').trim()).toBe(words);
    expect(server.requests.map((request) => request.url)).toEqual([ZIP]);
  });
});
