import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  TT_API_PATTERNS,
  ttApiPaths,
  ttCustomerSheetSchema,
  ttMessenListSchema,
  ttSignedSchema,
  ttTimeSavedSchema,
} from '../../domain/stundenerfassung-contract';

/** Fills a route pattern's :params in order, as the server's router would match them. */
function fill(pattern: string, values: (number | string)[]): string {
  let index = 0;
  return pattern.replace(/:[a-z]+/g, () => String(values[index++]));
}

const under = (pattern: string) => `stundenerfassung${pattern === '/' ? '' : pattern}`;

describe('time-tracking contract', () => {
  it('builds every client path from the server route patterns', () => {
    expect(ttApiPaths.list()).toBe(under(TT_API_PATTERNS.list));
    expect(ttApiPaths.customerSheet(3, 7)).toBe(under(fill(TT_API_PATTERNS.customerSheet, [3, 7])));
    expect(ttApiPaths.staffSheet(3, 7, 12)).toBe(
      under(fill(TT_API_PATTERNS.staffSheet, [3, 7, 12])),
    );
    expect(ttApiPaths.saveTime(3, 7, 12, '2026-11-20')).toBe(
      under(fill(TT_API_PATTERNS.saveTime, [3, 7, 12, '2026-11-20'])),
    );
    expect(ttApiPaths.signStaff(3, 7, 12)).toBe(under(fill(TT_API_PATTERNS.signStaff, [3, 7, 12])));
    expect(ttApiPaths.signCustomer(3, 7)).toBe(under(fill(TT_API_PATTERNS.signCustomer, [3, 7])));
    expect(ttApiPaths.batch()).toBe(under(TT_API_PATTERNS.batch));
  });

  const customer = { id: 7, name: 'Kunde', pivot: { signed: false, signed_by: null } };
  const messe = {
    id: 3,
    name: 'Messe',
    city: 'Köln',
    date_start: '2026-11-20',
    date_end: '2026-11-22',
  };

  it('accepts the answers the server gives, keeping fields it may add later', () => {
    const list = v.parse(ttMessenListSchema, [{ ...messe, extra: 1, customers: [customer] }]);
    expect(list[0]).toMatchObject({ id: 3, extra: 1 });
    expect(v.is(ttCustomerSheetSchema, { messe, customer, staff: [], signature: null })).toBe(true);
    expect(
      v.is(ttTimeSavedSchema, {
        success: true,
        time: { day: '2026-11-20', time_start: 540, time_end: 1080, time_break: 30 },
      }),
    ).toBe(true);
    expect(v.parse(ttSignedSchema, { success: true, signature: 'data:x' })).toMatchObject({
      signed_by: null,
    });
  });

  it('refuses answers the client could not store', () => {
    expect(v.is(ttMessenListSchema, [{ ...messe, customers: [{ id: '7' }] }])).toBe(false);
    expect(v.is(ttMessenListSchema, { data: [] })).toBe(false);
    expect(v.is(ttCustomerSheetSchema, { messe, customer, signature: null })).toBe(false);
    expect(v.is(ttTimeSavedSchema, { time: { time_start: '9:00' } })).toBe(false);
    expect(v.is(ttSignedSchema, { signed_by: 'Herr Z' })).toBe(false);
  });
});
