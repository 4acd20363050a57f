import { describe, expect, it } from 'vitest';
import { reminderFirstDays } from '@domain/shared/booking-reminder';

/*
 * Which first days are due for the 48-hour reminder: counted from midnight in
 * Berlin, whatever zone the server runs in, across the clock changes.
 */

describe('reminderFirstDays', () => {
  it('names the days whose Berlin midnight lies after now and at most 48 hours ahead', () => {
    // 11:00 in Berlin (CET): the 11th and 12th begin within 48 hours, the 13th at 61 hours.
    expect(reminderFirstDays(new Date('2031-03-10T10:00:00Z'))).toEqual({
      from: '2031-03-11',
      to: '2031-03-12',
    });
  });

  it('counts the day in Berlin, not in UTC', () => {
    // 23:30 UTC on the 10th is 00:30 on the 11th in Berlin: the 11th has begun, the 13th is near.
    expect(reminderFirstDays(new Date('2031-03-10T23:30:00Z'))).toEqual({
      from: '2031-03-12',
      to: '2031-03-13',
    });
  });

  it('holds in summer time and on the night the clocks go back', () => {
    // 23:59 in Berlin (CEST) on 24 October 2026: the 26th begins 24 h 1 min later, the
    // 27th 49 h 1 min later (the 25th has 25 hours).
    expect(reminderFirstDays(new Date('2026-10-24T21:59:00Z'))).toEqual({
      from: '2026-10-25',
      to: '2026-10-26',
    });
    // At 00:30 on the 25th (CEST) the 25th has begun and the 27th is 48 h 30 min away.
    expect(reminderFirstDays(new Date('2026-10-24T22:30:00Z'))).toEqual({
      from: '2026-10-26',
      to: '2026-10-26',
    });
  });
});
