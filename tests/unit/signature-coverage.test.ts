import { describe, expect, it } from 'vitest';
import {
  type CoverageSignature,
  type CoverageTime,
  coveredDays,
  daysWithWorkTime,
  isDayLocked,
  isSheetSigned,
  isSheetSignedFrom,
  planSheetSignature,
  planSignature,
} from '@domain/shared/times/signature-coverage';

const time = (staffId: number, day: string, start: number | null = 540): CoverageTime => ({
  staffId,
  day,
  time_start: start,
});
const staffSig = (staffId: number, days: string[]): CoverageSignature => ({
  kind: 'staff',
  staffId,
  days,
});
const customerSig = (days: string[]): CoverageSignature => ({
  kind: 'customer',
  staffId: null,
  days,
});

const D1 = '2026-11-21';
const D2 = '2026-11-22';
const D3 = '2026-11-23';
const D4 = '2026-11-24';

describe('days with work time', () => {
  it('are a person’s or the pair’s days whose time_start is set, sorted and each once', () => {
    const rows = [time(1, D3), time(2, D1), time(1, D1), time(2, D2, null)];
    expect(daysWithWorkTime(rows, { kind: 'staff', staffId: 1 })).toEqual([D1, D3]);
    expect(daysWithWorkTime(rows, { kind: 'staff', staffId: 2 })).toEqual([D1]);
    expect(daysWithWorkTime(rows, { kind: 'customer' })).toEqual([D1, D3]);
    expect(daysWithWorkTime([], { kind: 'customer' })).toEqual([]);
  });
});

describe('planning a signature', () => {
  it('has nothing to sign without any day with work time', () => {
    expect(planSignature([], new Set())).toEqual({ kind: 'no_work_time' });
    expect(planSheetSignature([time(1, D1, null)], [], { kind: 'staff', staffId: 1 })).toEqual({
      kind: 'no_work_time',
    });
  });

  it('covers every day with work time the first time', () => {
    expect(planSignature([D1, D2, D3], new Set())).toEqual({ kind: 'sign', days: [D1, D2, D3] });
  });

  it('finds all covered when nothing was added since', () => {
    expect(planSignature([D1, D2], new Set([D1, D2]))).toEqual({ kind: 'all_covered' });
  });

  it('covers only the day added after an earlier signature', () => {
    const rows = [D1, D2, D3, D4].map((day) => time(1, day));
    const earlier = [staffSig(1, [D1, D2, D3])];
    expect(planSheetSignature(rows, earlier, { kind: 'staff', staffId: 1 })).toEqual({
      kind: 'sign',
      days: [D4],
    });
  });

  it('covers gaps: a day between signed days added later', () => {
    expect(planSignature([D1, D2, D3], new Set([D1, D3]))).toEqual({ kind: 'sign', days: [D2] });
  });

  it('counts only the same sheet’s earlier signatures', () => {
    const rows = [time(1, D1), time(2, D1)];
    const signatures = [staffSig(2, [D1]), customerSig([D1])];
    expect(planSheetSignature(rows, signatures, { kind: 'staff', staffId: 1 })).toEqual({
      kind: 'sign',
      days: [D1],
    });
    expect(planSheetSignature(rows, [staffSig(1, [D1])], { kind: 'customer' })).toEqual({
      kind: 'sign',
      days: [D1],
    });
  });

  it('covers only the named days, and says why when none of them is left', () => {
    const work = [D1, D2, D3];
    expect(planSignature(work, new Set(), [D2, D3, D4])).toEqual({ kind: 'sign', days: [D2, D3] });
    expect(planSignature(work, new Set([D2]), [D2])).toEqual({ kind: 'all_covered' });
    expect(planSignature(work, new Set(), [D4])).toEqual({ kind: 'no_work_time' });
    expect(planSignature(work, new Set(), [])).toEqual({ kind: 'no_work_time' });
  });

  it('never covers a day twice or a day without work time, whatever the inputs', () => {
    const days = [D1, D2, D3, D4];
    for (let mask = 0; mask < 16; mask++) {
      for (let covered = 0; covered < 16; covered++) {
        const work = days.filter((_, i) => mask & (1 << i));
        const earlier = new Set(days.filter((_, i) => covered & (1 << i)));
        const plan = planSignature(work, earlier);
        const open = work.filter((day) => !earlier.has(day));
        if (work.length === 0) expect(plan.kind).toBe('no_work_time');
        else if (open.length === 0) expect(plan.kind).toBe('all_covered');
        else expect(plan).toEqual({ kind: 'sign', days: open });
      }
    }
  });
});

describe('locks', () => {
  const signatures = [staffSig(1, [D1]), customerSig([D2])];

  it('lock a day covered by the person’s own or the customer’s signature', () => {
    expect(isDayLocked(signatures, 1, D1)).toBe(true);
    expect(isDayLocked(signatures, 1, D2)).toBe(true);
    expect(isDayLocked(signatures, 2, D2)).toBe(true);
  });

  it('leave other days and other people’s staff-signed days open', () => {
    expect(isDayLocked(signatures, 2, D1)).toBe(false);
    expect(isDayLocked(signatures, 1, D3)).toBe(false);
    expect(isDayLocked([], 1, D1)).toBe(false);
  });
});

describe('signed state', () => {
  it('needs a signature and every day with work time covered', () => {
    expect(isSheetSigned([], [])).toBe(false);
    expect(isSheetSigned([D1], [])).toBe(false);
    expect(isSheetSigned([D1, D2], [customerSig([D1])])).toBe(false);
    expect(isSheetSigned([D1, D2], [customerSig([D1]), customerSig([D2])])).toBe(true);
  });

  it('is lost again when a day is added after the signature', () => {
    const signatures = [staffSig(1, [D1, D2, D3])];
    const sheet = { kind: 'staff', staffId: 1 } as const;
    const before = [D1, D2, D3].map((day) => time(1, day));
    expect(isSheetSignedFrom(before, signatures, sheet)).toBe(true);
    expect(isSheetSignedFrom([...before, time(1, D4)], signatures, sheet)).toBe(false);
    // A cleared day (no work time) needs no signature.
    expect(isSheetSignedFrom([...before, time(1, D4, null)], signatures, sheet)).toBe(true);
  });

  it('counts the covered days of several signatures together', () => {
    expect([...coveredDays([customerSig([D1]), customerSig([D3, D2])])].sort()).toEqual([
      D1,
      D2,
      D3,
    ]);
  });
});
