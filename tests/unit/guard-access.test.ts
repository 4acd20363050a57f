import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@domain/shared/account';
import type { AuthState } from '@domain/auth/auth';
import { accessRedirect } from '@src/app/guard/access';

const staff: AuthUser = {
  id: 1,
  email: 'p@example.test',
  firstname: 'Paul',
  lastname: 'Personal',
  name: 'Paul Personal',
  locale: 'de',
  timetracking: false,
  contract: false,
  areas: ['stammdaten', 'dokumente', 'messen'],
};
const loggedOut: AuthState = { authenticated: false };
const asStaff: AuthState = { authenticated: true, user: staff };
// A supervisor without a staff record: time tracking only.
const asSupervisor: AuthState = {
  authenticated: true,
  user: { ...staff, timetracking: true, areas: ['stundenerfassung'] },
};

describe('accessRedirect', () => {
  it('sends signed-in users away from the login to the home screen', () => {
    expect(accessRedirect('guest', asStaff, 'en')).toEqual({ to: '/en', notice: null });
    expect(accessRedirect('guest', loggedOut, 'en')).toBeNull();
  });

  it('sends visitors of protected routes to the login of their locale', () => {
    expect(accessRedirect('user', loggedOut, 'de')).toEqual({ to: '/de/login', notice: null });
    expect(accessRedirect('stundenerfassung', loggedOut, 'en')).toEqual({
      to: '/en/login',
      notice: null,
    });
    expect(accessRedirect('user', asStaff, 'de')).toBeNull();
  });

  it('asks the login to return to the path asked for (a booking mail leads to it), not for home', () => {
    expect(accessRedirect('messen', loggedOut, 'de', '/de/einsaetze?x=1')).toEqual({
      to: '/de/login?next=%2Fde%2Feinsaetze%3Fx%3D1',
      notice: null,
    });
    expect(accessRedirect('user', loggedOut, 'de', '/de')).toEqual({
      to: '/de/login',
      notice: null,
    });
  });

  it('opens an area only when the server listed it, else goes home with a notice', () => {
    const home = { to: '/de', notice: 'area-unavailable' };
    expect(accessRedirect('stundenerfassung', asSupervisor, 'de')).toBeNull();
    expect(accessRedirect('stundenerfassung', asStaff, 'de')).toEqual(home);
    for (const area of ['stammdaten', 'dokumente', 'messen'] as const) {
      expect(accessRedirect(area, asStaff, 'de')).toBeNull();
      expect(accessRedirect(area, asSupervisor, 'de')).toEqual(home);
    }
  });
});
