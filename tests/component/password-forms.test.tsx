import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordRequestForm } from '@src/features/auth/components/password-request-form';
import { PasswordResetForm } from '@src/features/auth/components/password-reset-form';
import { reloadTo } from '@src/ui/full-reload';
import { fakeServer, renderAt } from './render';

vi.mock('@src/ui/full-reload', () => ({ reloadTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadTo).mockReset();
  sessionStorage.clear();
});

describe('PasswordRequestForm', () => {
  const renderForm = () => renderAt('/en/login', '/:locale/login', <PasswordRequestForm />);

  it('says what is missing on submit without asking the server', async () => {
    const { requests } = fakeServer();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows the server answer in green on success', async () => {
    const { requests } = fakeServer({
      status: 200,
      body: { message: 'Wenn ein Konto existiert…' },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'anna@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect((await screen.findByRole('status')).textContent).toBe('Wenn ein Konto existiert…');
    expect(requests[0]?.body).toEqual({ email: 'anna@example.test', locale: 'en' });
  });

  it('says how long to wait after a 429 (seconds)', async () => {
    fakeServer({
      status: 429,
      body: { message: 'Too many attempts.', errors: {} },
      headers: { 'Retry-After': '30' },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'anna@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('30 Sekunden');
  });
});

describe('PasswordResetForm (useApiForm)', () => {
  const renderForm = () =>
    renderAt(
      '/de/password/reset',
      '/:locale/password/reset',
      <PasswordResetForm token="t0ken" email="anna@example.test" />,
    );

  it('checks the confirmation on submit', async () => {
    const { requests } = fakeServer();
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Neues Passwort/), 'lang-genug-1');
    await userEvent.type(screen.getByLabelText(/^Passwort bestätigen/), 'anders-2');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('puts server field errors on the fields and the message in red', async () => {
    fakeServer({
      status: 422,
      body: {
        message: 'Der Link ist abgelaufen.',
        errors: { password: ['Zu schwach.'], token: ['Abgelaufen.'] },
      },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Neues Passwort/), 'lang-genug-1');
    await userEvent.type(screen.getByLabelText(/^Passwort bestätigen/), 'lang-genug-1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Der Link ist abgelaufen.');
    expect(screen.getByText('Zu schwach.')).toBeTruthy();
    // The token is no field here: its error stays in the message only.
    expect(screen.queryByText('Abgelaufen.')).toBeNull();
  });

  it('on success signs in, leaves a confirmation for the home screen and reloads', async () => {
    const user = {
      id: 1,
      email: 'anna@example.test',
      firstname: 'Anna',
      lastname: 'A',
      name: 'Anna A',
      locale: 'de',
      timetracking: false,
      contract: false,
      // The answer as the server sends it: call() checks it against the auth table.
      areas: ['stammdaten', 'dokumente', 'messen'],
    };
    const { requests } = fakeServer({ status: 200, body: { success: true, user } });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Neues Passwort/), 'lang-genug-1');
    await userEvent.type(screen.getByLabelText(/^Passwort bestätigen/), 'lang-genug-1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/de'));
    expect(requests[0]?.body).toEqual({
      token: 't0ken',
      email: 'anna@example.test',
      password: 'lang-genug-1',
      password_confirmation: 'lang-genug-1',
    });
    expect(sessionStorage.getItem('messe-personal:flash')).toBe('password-changed');
  });
});
