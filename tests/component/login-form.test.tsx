import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@src/features/auth/components/login-form';
import { reloadTo } from '@src/ui/full-reload';
import { dirtyForms } from '@src/ui/dirty-forms';
import { fakeServer, renderAt } from './render';

vi.mock('@src/ui/full-reload', () => ({ reloadTo: vi.fn() }));

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

function renderLogin() {
  renderAt('/de/login', '/:locale/login', <LoginForm />);
  return {
    email: screen.getByLabelText('E-Mail'),
    password: screen.getByLabelText('Passwort'),
    submit: screen.getByRole('button', { name: 'Anmelden' }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadTo).mockReset();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('is submittable when empty and then says what is missing', async () => {
    const { requests } = fakeServer();
    const { email, submit } = renderLogin();
    expect(submit.hasAttribute('disabled')).toBe(false);
    await userEvent.click(submit);
    // The schema loads on demand (ADR 0033): the first check of an untouched form waits for it.
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(requests).toHaveLength(0);
  });

  it('re-checks on every change after the first submit', async () => {
    fakeServer();
    const { email, submit } = renderLogin();
    await userEvent.click(submit);
    await userEvent.type(email, 'kein-at');
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    await userEvent.type(email, '@example.test');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
  });

  it('shows the server message in red and its field errors on the fields', async () => {
    fakeServer({
      status: 422,
      body: { message: 'Diese Zugangsdaten sind ungültig.', errors: { email: ['Unbekannt.'] } },
    });
    const { email, password, submit } = renderLogin();
    await userEvent.type(email, 'anna@example.test');
    await userEvent.type(password, 'falsch');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Zugangsdaten sind ungültig.',
    );
    expect(screen.getByText('Unbekannt.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('says how long to wait after a 429', async () => {
    fakeServer({
      status: 429,
      body: { message: 'Zu viele Versuche.', errors: {} },
      headers: { 'Retry-After': '840' },
    });
    const { email, password, submit } = renderLogin();
    await userEvent.type(email, 'anna@example.test');
    await userEvent.type(password, 'falsch');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie 14 Minuten und versuchen Sie es dann erneut.',
    );
  });

  it('sends the trimmed input with the locale, remembers the user and reloads home', async () => {
    const { requests } = fakeServer({ status: 200, body: { success: true, user } });
    const { email, password, submit } = renderLogin();
    await userEvent.type(email, '  Anna@Example.test ');
    await userEvent.type(password, 'geheim-123');
    expect(dirtyForms.isAnyDirty()).toBe(true);
    await userEvent.click(submit);
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/de'));
    expect(requests[0]).toEqual({
      url: '/app/api/auth/login',
      body: { email: 'anna@example.test', password: 'geheim-123', locale: 'de' },
    });
    expect(JSON.parse(localStorage.getItem('messe-personal:last-user') ?? 'null')).toEqual(user);
    expect(dirtyForms.isAnyDirty()).toBe(false);
  });
});
