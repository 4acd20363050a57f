import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { timeTrackingPaths } from '@src/features/stundenerfassung/paths';
import { paths, ROUTE_PATTERNS, STUNDENERFASSUNG_PATTERNS } from '@src/ui/paths';

const se = timeTrackingPaths;

/** The full pattern of an area child, as the router nests it. */
const areaPattern = (child: string) => `/:locale/${ROUTE_PATTERNS.stundenerfassung}/${child}`;

describe('paths', () => {
  it('builds the documented addresses', () => {
    expect(paths.home('de')).toBe('/de');
    expect(paths.login('en')).toBe('/en/login');
    expect(paths.stammdaten('de')).toBe('/de/stammdaten');
    expect(paths.datenschutz('en')).toBe('/en/datenschutz');
    expect(paths.messenPlaner('en')).toBe('/en/messen/planer');
    expect(se.list('de')).toBe('/de/stundenerfassung');
    expect(se.dateView('de', 3, 7)).toBe('/de/stundenerfassung/3/7');
    expect(se.dateView('de', 3, 7, '2026-11-21')).toBe('/de/stundenerfassung/3/7?date=2026-11-21');
    expect(se.day('de', 3, 7, '2026-11-21')).toBe('/de/stundenerfassung/3/7/date/2026-11-21');
    expect(se.staffOverview('de', 3, 7, 12)).toBe('/de/stundenerfassung/3/7/staff/12');
    expect(se.timeForm('de', 3, 7, 12, '2026-11-21')).toBe(
      '/de/stundenerfassung/3/7/12/2026-11-21',
    );
    expect(se.customerSheet('en', 3, 7)).toBe('/en/stundenerfassung/timesheet/customer/3/7');
    expect(se.staffSheet('de', 3, 7, 12)).toBe('/de/stundenerfassung/timesheet/staff/3/7/12');
  });

  it('each builder matches its own router pattern with the given parameters', () => {
    const cases = [
      [se.customerSheet('de', 3, 7), STUNDENERFASSUNG_PATTERNS.customerSheet],
      [se.staffSheet('de', 3, 7, 12), STUNDENERFASSUNG_PATTERNS.staffSheet],
      [se.dateView('de', 3, 7, '2026-11-21').split('?')[0], STUNDENERFASSUNG_PATTERNS.dateView],
      [se.day('de', 3, 7, '2026-11-21'), STUNDENERFASSUNG_PATTERNS.day],
      [se.staffOverview('de', 3, 7, 12), STUNDENERFASSUNG_PATTERNS.staffOverview],
      [se.timeForm('de', 3, 7, 12, '2026-11-21'), STUNDENERFASSUNG_PATTERNS.timeForm],
    ] as const;
    for (const [path, pattern] of cases) {
      const match = matchPath(areaPattern(pattern), path ?? '');
      expect(match, `${path} vs ${pattern}`).not.toBeNull();
      for (const [name, value] of Object.entries(match?.params ?? {})) {
        if (name === 'locale') expect(value).toBe('de');
        else expect(path).toContain(`/${value}`);
      }
    }
    const top = [
      [paths.login('de'), ROUTE_PATTERNS.login],
      [paths.bewerbung('de'), ROUTE_PATTERNS.bewerbung],
      [paths.stammdaten('de'), ROUTE_PATTERNS.stammdaten],
      [paths.dokumente('de'), ROUTE_PATTERNS.dokumente],
      [paths.messen('de'), ROUTE_PATTERNS.messen],
      [paths.messenPlaner('de'), ROUTE_PATTERNS.messenPlaner],
      [paths.einsaetze('de'), ROUTE_PATTERNS.einsaetze],
      [se.list('de'), ROUTE_PATTERNS.stundenerfassung],
    ] as const;
    for (const [path, pattern] of top) {
      expect(matchPath(`/:locale/${pattern}`, path), path).not.toBeNull();
    }
  });

  it('encodes ids that are not plain numbers', () => {
    expect(se.staffOverview('de', 'a/b', 7, 12)).toBe('/de/stundenerfassung/a%2Fb/7/staff/12');
  });
});
