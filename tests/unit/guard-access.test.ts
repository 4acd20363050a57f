import { describe, expect, it } from 'vitest';
import type { AuthState, AuthUser } from '../../domain/auth';
import { accessRedirect } from '../../src/app/guard/access';

const staff: AuthUser = {
  id: 1,
  email: 'p@example.test',
  firstname: 'Paul',
  lastname: 'Personal',
  name: 'Paul Personal',
  locale: 'de',
  timetracking: false,
  contract: false,
};
const loggedOut: AuthState = { authenticated: false };
const asStaff: AuthState = { authenticated: true, user: staff };
const asSupervisor: AuthState = { authenticated: true, user: { ...staff, timetracking: true } };

describe('accessRedirect', () => {
  it('sends signed-in users away from the login to the home screen', () => {
    expect(accessRedirect('guest', asStaff, 'en')).toBe('/en');
    expect(accessRedirect('guest', loggedOut, 'en')).toBeNull();
  });

  it('sends visitors of protected routes to the login of their locale', () => {
    expect(accessRedirect('user', loggedOut, 'de')).toBe('/de/login');
    expect(accessRedirect('timetracking', loggedOut, 'en')).toBe('/en/login');
    expect(accessRedirect('user', asStaff, 'de')).toBeNull();
  });

  it('lets only users with the timetracking flag into time tracking', () => {
    expect(accessRedirect('timetracking', asSupervisor, 'de')).toBeNull();
    expect(accessRedirect('timetracking', asStaff, 'de')).toBe('/de');
  });
});
