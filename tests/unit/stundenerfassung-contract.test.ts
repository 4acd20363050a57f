import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@domain/shared/operation';
import {
  timeTrackingCustomerSheetSchema,
  timeTrackingMessenListSchema,
  timeTrackingSignedSchema,
  timeTrackingTimeSavedSchema,
} from '@domain/stundenerfassung/answers';
import {
  stundenerfassungOperations as operations,
  stundenerfassungSignCalls as signCalls,
} from '@domain/stundenerfassung/operations';

describe('time-tracking contract', () => {
  it('builds every client path from the table, below /app/api', () => {
    const staff = { messe: 3, customer: 7, staff: 12 };
    expect(buildPath(operations.list.path)).toBe('/stundenerfassung');
    expect(buildPath(operations.customerSheet.path, { messe: 3, customer: 7 })).toBe(
      '/stundenerfassung/customer/3/7',
    );
    expect(buildPath(operations.staffSheet.path, staff)).toBe('/stundenerfassung/staff/3/7/12');
    expect(buildPath(operations.saveTime.path, { ...staff, date: '2026-11-20' })).toBe(
      '/stundenerfassung/staff/3/7/12/2026-11-20',
    );
    expect(buildPath(signCalls.signStaff.path, staff)).toBe('/stundenerfassung/staff/3/7/12/sign');
    expect(buildPath(signCalls.signCustomer.path, { messe: 3, customer: 7 })).toBe(
      '/stundenerfassung/customer/3/7/sign',
    );
    expect(buildPath(operations.batch.path)).toBe('/stundenerfassung/batch');
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
    const list = v.parse(timeTrackingMessenListSchema, [
      { ...messe, extra: 1, customers: [customer] },
    ]);
    expect(list[0]).toMatchObject({ id: 3, extra: 1 });
    expect(
      v.is(timeTrackingCustomerSheetSchema, { messe, customer, staff: [], signature: null }),
    ).toBe(true);
    expect(
      v.is(timeTrackingTimeSavedSchema, {
        success: true,
        time: { day: '2026-11-20', time_start: 540, time_end: 1080, time_break: 30 },
      }),
    ).toBe(true);
    expect(v.parse(timeTrackingSignedSchema, { success: true, signature: 'data:x' })).toMatchObject(
      {
        signed_by: null,
      },
    );
  });

  it('reads the federal state of a fair; old answers and unknown codes read as not set', () => {
    const [withState] = v.parse(timeTrackingMessenListSchema, [
      { ...messe, federal_state: 'NW', customers: [] },
    ]);
    expect(withState?.federal_state).toBe('NW');
    // Answers cached before the field existed.
    expect(v.parse(timeTrackingMessenListSchema, [{ ...messe, customers: [] }])[0]).toMatchObject({
      federal_state: null,
    });
    const [unknown] = v.parse(timeTrackingMessenListSchema, [
      { ...messe, federal_state: 'XX', customers: [] },
    ]);
    expect(unknown?.federal_state).toBeNull();
  });

  it('refuses answers the client could not store', () => {
    expect(v.is(timeTrackingMessenListSchema, [{ ...messe, customers: [{ id: '7' }] }])).toBe(
      false,
    );
    expect(v.is(timeTrackingMessenListSchema, { data: [] })).toBe(false);
    expect(v.is(timeTrackingCustomerSheetSchema, { messe, customer, signature: null })).toBe(false);
    expect(v.is(timeTrackingTimeSavedSchema, { time: { time_start: '9:00' } })).toBe(false);
    expect(v.is(timeTrackingSignedSchema, { signed_by: 'Herr Z' })).toBe(false);
  });
});
