import { describe, expect, it } from 'vitest';
import { isAssignableStaff, isStaff } from '@domain/shared/staff';
import { isInForce, signaturesInForce } from '@domain/shared/times/signature-coverage';

describe('a superseded signature covers nothing', () => {
  it('keeps only the signatures the office did not reopen', () => {
    const kept = { id: 1, supersededAt: null };
    const reopened = { id: 2, supersededAt: '2026-05-02T10:00:00.000Z' };
    const reopenedAsDate = { id: 3, supersededAt: new Date('2026-05-02T10:00:00Z') };
    expect(isInForce(kept)).toBe(true);
    expect(isInForce(reopened)).toBe(false);
    expect(isInForce(reopenedAsDate)).toBe(false);
    expect(signaturesInForce([kept, reopened, reopenedAsDate])).toEqual([kept]);
  });
});

describe('who counts as staff', () => {
  it('is a record linked to a login; only an active login may be put on a pair', () => {
    const applicant = { login: null };
    const active = { login: { deactivated: false } };
    const deactivated = { login: { deactivated: true } };
    expect([applicant, active, deactivated].map(isStaff)).toEqual([false, true, true]);
    expect([applicant, active, deactivated].map(isAssignableStaff)).toEqual([false, true, false]);
  });
});
