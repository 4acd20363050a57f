import { describe, expect, it } from 'vitest';
import { dayProgress } from '@src/features/stundenerfassung/lib/day-progress';

describe('who has an entry on a day', () => {
  it('counts each person of the pair once per day, a cleared day included', () => {
    const staff = [{ staffId: 1 }, { staffId: 2 }, { staffId: 3 }];
    const times = [
      { staffId: 1, day: '2026-11-27', time_start: 540 },
      { staffId: 2, day: '2026-11-27', time_start: null }, // 'no work time' is decided, not missing
      { staffId: 1, day: '2026-11-28', time_start: 540 },
      { staffId: 9, day: '2026-11-28', time_start: 540 }, // not on the pair any more
    ];
    const progress = dayProgress(staff, times);
    expect(progress.total).toBe(3);
    expect(progress.entered.get('2026-11-27')).toBe(2);
    expect(progress.entered.get('2026-11-28')).toBe(1);
    expect(progress.entered.has('2026-11-29')).toBe(false);
  });
});
