import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { timeTrackingCustomerSheetSchema } from '@domain/stundenerfassung/answers';

/*
 * The customer sheet's approver name (issue 25) is an extension: sheets cached
 * on a tablet before it, and answers of an older server, lack it and must still
 * parse (as null); a malformed value reads as none rather than failing the pull.
 */

const sheet = {
  messe: { id: 1, name: 'M', city: 'C', date_start: '2026-11-20', date_end: '2026-11-24' },
  customer: { id: 2, name: 'K', pivot: { signed: false, signed_by: null } },
  staff: [],
  signature: null,
};

describe('customer sheet approver_name', () => {
  it('reads an old answer without the field as null', () => {
    expect(v.parse(timeTrackingCustomerSheetSchema, sheet).approver_name).toBeNull();
  });

  it('carries the name when the server sends it', () => {
    const parsed = v.parse(timeTrackingCustomerSheetSchema, { ...sheet, approver_name: 'Anna' });
    expect(parsed.approver_name).toBe('Anna');
  });

  it('reads a malformed value as none', () => {
    const parsed = v.parse(timeTrackingCustomerSheetSchema, { ...sheet, approver_name: 7 });
    expect(parsed.approver_name).toBeNull();
  });
});
