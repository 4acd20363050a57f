import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bueroRoute } from '@src/features/buero/routes';
import { bueroPaths } from '@src/features/buero/paths';
import { readListRequest, listSearch } from '@src/features/buero/lib/list-filter';
import { readStaffRequest, staffSearch } from '@src/features/buero/lib/staff-filter';
import { paths } from '@src/ui/paths';

const routes = [{ path: '/:locale', children: [bueroRoute] }];
const matched = (path: string) =>
  matchRoutes(routes, path.split('?')[0] ?? '')
    ?.map((match) => match.route.path)
    .join(' > ');

describe('office paths', () => {
  it('match the routes the router declares', () => {
    expect(matched(paths.buero('de'))).toBe('/:locale > buero > bewerbungen');
    expect(matched(bueroPaths.applicants('de', 'q=anna'))).toBe('/:locale > buero > bewerbungen');
    expect(matched(bueroPaths.applicant('en', 17))).toBe('/:locale > buero > bewerbungen/:id');
    expect(matched(bueroPaths.staff('de', 'contract=1'))).toBe('/:locale > buero > personal');
    expect(matched(bueroPaths.staffMember('en', 5))).toBe('/:locale > buero > personal/:id');
    expect(matched(bueroPaths.personAudit('de', 3))).toBe(
      '/:locale > buero > personen/:id/protokoll',
    );
    expect(matched(bueroPaths.messeAudit('en', 4))).toBe('/:locale > buero > messen/:id/protokoll');
    expect(matched(bueroPaths.officeUsers('de'))).toBe('/:locale > buero > benutzer');
    expect(matched(bueroPaths.fairs('de'))).toBe('/:locale > buero > messen');
    expect(matched(bueroPaths.fairs('de', true))).toBe('/:locale > buero > messen');
    expect(matched(bueroPaths.fair('de', 3))).toBe('/:locale > buero > messen/:id');
    expect(matched(bueroPaths.pair('en', 3, 9))).toBe(
      '/:locale > buero > messen/:id/kunden/:customerId',
    );
    expect(matched(bueroPaths.customers('en', true))).toBe('/:locale > buero > kunden');
    expect(matched(bueroPaths.fairTimes('de', 3, 'unsigned'))).toBe(
      '/:locale > buero > messen/:id/zeiten',
    );
    expect(matched(bueroPaths.pairTimes('en', 3, 9))).toBe(
      '/:locale > buero > messen/:id/kunden/:customerId/zeiten',
    );
    expect(matched(bueroPaths.payroll('de'))).toBe('/:locale > buero > abrechnung');
    expect(matched(bueroPaths.invoices('de', 'jahr=2026'))).toBe('/:locale > buero > rechnungen');
    expect(matched(bueroPaths.newInvoice('en', 'messe=3&kunde=9'))).toBe(
      '/:locale > buero > rechnungen/neu',
    );
    expect(matched(bueroPaths.invoice('de', 12))).toBe('/:locale > buero > rechnungen/:id');
    expect(matched(bueroPaths.monthClose('en'))).toBe('/:locale > buero > abschluss');
  });

  it('keep the list filters in the address in the API query format, defaults left out', () => {
    const search = listSearch({
      sort: 'name',
      order: 'asc',
      status: ['complete', 'invited'],
      languages: { english: 2 },
      q: 'an%na',
    });
    expect(search).toBe('sort=name&status=complete%2Cinvited&languages=english%3A2&q=an%25na');
    expect(readListRequest(new URLSearchParams(search))).toEqual({
      sort: 'name',
      status: ['complete', 'invited'],
      languages: { english: 2 },
      q: 'an%na',
    });
    expect(readListRequest(new URLSearchParams('status=bogus'))).toEqual({ sort: 'date' });
  });

  it('keep the staff filters in the address, the name sort as the default', () => {
    const search = staffSearch({ sort: 'name', contract: true, timetracking: false, q: 'x' });
    expect(search).toBe('q=x&contract=1&timetracking=0');
    expect(readStaffRequest(new URLSearchParams(search))).toEqual({
      sort: 'name',
      contract: true,
      timetracking: false,
      q: 'x',
    });
    const byDate = staffSearch({ sort: 'date', active: false });
    expect(byDate).toBe('sort=date&active=0');
    expect(readStaffRequest(new URLSearchParams(byDate))).toEqual({ sort: 'date', active: false });
    expect(readStaffRequest(new URLSearchParams('active=maybe'))).toEqual({ sort: 'name' });
  });
});
