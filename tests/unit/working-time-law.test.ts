import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEDERAL_STATES } from '@domain/shared/federal-states';
import { publicHolidayOn } from '@domain/shared/public-holidays';
import {
  requiredBreakMinutes,
  warningsTouchingDay,
  workingTimeWarnings,
  type WorkingTimeEntry,
  type WorkingTimeWarning,
} from '@domain/shared/times/working-time-law';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A Wednesday without holiday anywhere. */
const WEDNESDAY = '2026-03-11';

function entry(
  start: number,
  end: number,
  timeBreak: number,
  day = WEDNESDAY,
  federalState: WorkingTimeEntry['federalState'] = 'NI',
): WorkingTimeEntry {
  return { day, time_start: start, time_end: end, time_break: timeBreak, federalState };
}

const codes = (warnings: readonly WorkingTimeWarning[]) => warnings.map((w) => w.code);

describe('§ 4 ArbZG: breaks', () => {
  it.each([
    // [work in minutes (break 0), warning?]
    [h(5, 59), false],
    [h(6, 0), false], // "mehr als sechs Stunden": exactly 6:00 needs no break
    [h(6, 1), true],
  ])('%i minutes of work without a break: warning %s', (worked, warns) => {
    const warnings = workingTimeWarnings([entry(h(8), h(8) + worked, 0)]);
    expect(codes(warnings).includes('arbzg_4_break')).toBe(warns);
  });

  it('work time is end − start − break: 8:00–14:30 with 30 minutes is 6:00, no warning', () => {
    expect(workingTimeWarnings([entry(h(8), h(14, 30), 30)])).toEqual([]);
  });

  it('29 minutes of break on 6:01 of work warn, 30 do not', () => {
    // 8:00–14:30 with 29 minutes: 6:01 worked; with 30 minutes: 6:00 (no break needed at all).
    expect(codes(workingTimeWarnings([entry(h(8), h(14, 30), 29)]))).toEqual(['arbzg_4_break']);
    // 8:00–17:00 with 29 / 30 minutes: 8:31 / 8:30 worked, 30 needed.
    const short = workingTimeWarnings([entry(h(8), h(17), 29)]);
    expect(short).toEqual([
      {
        code: 'arbzg_4_break',
        paragraph: '§ 4 ArbZG',
        day: WEDNESDAY,
        workedMinutes: h(8, 31),
        breakMinutes: 29,
        requiredBreakMinutes: 30,
      },
    ]);
    expect(workingTimeWarnings([entry(h(8), h(17), 30)])).toEqual([]);
  });

  it.each([
    [h(9, 0), 30, false], // exactly 9:00: 30 minutes are enough
    [h(9, 1), 30, true], // 9:01: 45 needed
    [h(9, 1), 45, false],
  ])('%i minutes of work with %i minutes of break: warning %s', (worked, pause, warns) => {
    const warnings = workingTimeWarnings([entry(h(7), h(7) + worked + pause, pause)]);
    expect(codes(warnings).includes('arbzg_4_break')).toBe(warns);
  });

  it('the required break steps at 6:00 and 9:00 exactly', () => {
    expect([h(6), h(6) + 1, h(9), h(9) + 1].map(requiredBreakMinutes)).toEqual([0, 30, 30, 45]);
  });

  it('two entries of one day (two fairs) add up, and the time between them is a break', () => {
    // 7:00–11:00 and 11:00–14:30: 7:30 of work, no break.
    const back = [entry(h(7), h(11), 0), entry(h(11), h(14, 30), 0, WEDNESDAY, 'HE')];
    expect(codes(workingTimeWarnings(back))).toEqual(['arbzg_4_break']);
    // 7:00–11:00 and 11:30–15:00: the 30 minutes between count.
    const apart = [entry(h(7), h(11), 0), entry(h(11, 30), h(15), 0, WEDNESDAY, 'HE')];
    expect(workingTimeWarnings(apart)).toEqual([]);
  });
});

describe('§ 3 ArbZG: at most ten hours a day', () => {
  it.each([
    [h(10, 0), false],
    [h(10, 1), true],
  ])('%i minutes of work: warning %s', (worked, warns) => {
    const warnings = workingTimeWarnings([entry(h(6), h(6) + worked + 45, 45)]);
    expect(codes(warnings)).toEqual(warns ? ['arbzg_3_daily_max'] : []);
  });

  it('counts the work of one day across fairs', () => {
    const warnings = workingTimeWarnings([
      entry(h(6), h(12), 0, WEDNESDAY, 'NI'),
      entry(h(12, 45), h(17, 46), 0, WEDNESDAY, 'HE'),
    ]);
    expect(warnings[0]).toMatchObject({ code: 'arbzg_3_daily_max', workedMinutes: h(11, 1) });
  });
});

describe('§ 5 (1) ArbZG: eleven hours of rest', () => {
  const THURSDAY = '2026-03-12';
  it.each([
    // end on Wednesday, start on Thursday, rest, warning?
    [h(22), h(8, 59), h(10, 59), true],
    [h(22), h(9), h(11), false],
    [h(24), h(10, 59), h(10, 59), true], // until midnight
    [h(24), h(11), h(11), false],
  ])('end %i, next start %i: rest %i, warning %s', (end, start, rest, warns) => {
    const warnings = workingTimeWarnings([
      entry(end - h(4), end, 0),
      entry(start, start + h(4), 0, THURSDAY),
    ]);
    const found = warnings.find((w) => w.code === 'arbzg_5_rest');
    if (warns) {
      expect(found).toEqual({
        code: 'arbzg_5_rest',
        paragraph: '§ 5 Abs. 1 ArbZG',
        day: THURSDAY,
        previousDay: WEDNESDAY,
        restMinutes: rest,
        minRestMinutes: h(11),
      });
    } else expect(found).toBeUndefined();
  });

  it('across fairs: the evening on one fair and the morning on another', () => {
    const warnings = workingTimeWarnings([
      entry(h(14), h(23), 60, WEDNESDAY, 'NI'),
      entry(h(7), h(12), 0, THURSDAY, 'HE'),
    ]);
    // The 24 hours from Wednesday 14:00 hold 8 + 5 hours (§ 3), the rest is 8 hours (§ 5).
    expect(codes(warnings)).toEqual(['arbzg_3_daily_max', 'arbzg_5_rest']);
    expect(warningsTouchingDay(warnings, WEDNESDAY)).toEqual(warnings);
    expect(warningsTouchingDay(warnings, THURSDAY)).toEqual(warnings);
    expect(warningsTouchingDay(warnings, '2026-03-13')).toEqual([]);
  });

  it('an entry without a minute of work (start = end) is no working day', () => {
    const empty = entry(h(0), h(0), 0, THURSDAY);
    expect(workingTimeWarnings([entry(h(14), h(23), 60), empty])).toEqual([]);
    expect(workingTimeWarnings([entry(h(9), h(9), 0, '2026-03-15')])).toEqual([]);
  });

  it('a shift whose first part becomes all break: the § 4 warning moves to the day its work starts on', () => {
    // 23:31–24:00 and 00:00–06:01 the next day are one night shift of 6:30 without a break.
    const evening = entry(h(23, 31), h(24), 0, '2026-06-03', null);
    const morning = entry(h(0), h(6, 1), 0, '2026-06-04', null);
    const before = workingTimeWarnings([evening, morning]).filter(
      (w) => w.code === 'arbzg_4_break',
    );
    expect(before.map((w) => w.day)).toEqual(['2026-06-03']);
    // The evening all break: the work starts at 00:00, 6:01 with 29 minutes of break next to it.
    const after = workingTimeWarnings([{ ...evening, time_break: 29 }, morning]);
    expect(after).toEqual([
      expect.objectContaining({
        code: 'arbzg_4_break',
        day: '2026-06-04',
        workedMinutes: h(6, 1),
        breakMinutes: 29,
      }),
    ]);
  });

  it('a cleared day is no working day, and a day off between gives enough rest', () => {
    const cleared: WorkingTimeEntry = {
      day: THURSDAY,
      time_start: null,
      time_end: null,
      time_break: 0,
    };
    expect(workingTimeWarnings([entry(h(14), h(24), 60), cleared])).toEqual([]);
    expect(
      workingTimeWarnings([entry(h(14), h(24), 60), entry(h(0), h(4), 0, '2026-03-13')]),
    ).toEqual([]);
  });
});

describe('§ 9 ArbZG: Sundays and public holidays', () => {
  it('flags a Sunday, with or without a federal state', () => {
    const sunday = '2026-03-15';
    expect(codes(workingTimeWarnings([entry(h(9), h(13), 0, sunday)]))).toEqual(['arbzg_9_sunday']);
    expect(codes(workingTimeWarnings([entry(h(9), h(13), 0, sunday, null)]))).toEqual([
      'arbzg_9_sunday',
    ]);
    // Saturday and Monday are no Sundays.
    expect(workingTimeWarnings([entry(h(9), h(13), 0, '2026-03-14')])).toEqual([]);
    expect(workingTimeWarnings([entry(h(9), h(13), 0, '2026-03-16')])).toEqual([]);
  });

  it('Fronleichnam is a holiday in Bayern, not in Hamburg', () => {
    const fronleichnam = '2026-06-04';
    expect(workingTimeWarnings([entry(h(9), h(13), 0, fronleichnam, 'BY')])).toEqual([
      {
        code: 'arbzg_9_holiday',
        paragraph: '§ 9 ArbZG',
        day: fronleichnam,
        holiday: 'FRONLEICHNAM',
        federalState: 'BY',
      },
    ]);
    expect(workingTimeWarnings([entry(h(9), h(13), 0, fronleichnam, 'HH')])).toEqual([]);
  });

  it('Reformationstag is a holiday in Hamburg and Sachsen, not in Bayern or NRW', () => {
    const day = '2025-10-31';
    const holidayIn = (state: 'HH' | 'SN' | 'BY' | 'NW') =>
      codes(workingTimeWarnings([entry(h(9), h(13), 0, day, state)]));
    expect(holidayIn('HH')).toEqual(['arbzg_9_holiday']);
    expect(holidayIn('SN')).toEqual(['arbzg_9_holiday']);
    expect(holidayIn('BY')).toEqual([]);
    expect(holidayIn('NW')).toEqual([]);
  });

  it('a fair without a state checks no holiday', () => {
    expect(workingTimeWarnings([entry(h(9), h(13), 0, '2026-06-04', null)])).toEqual([]);
    const christmas = { day: '2026-12-25', time_start: h(9), time_end: h(13), time_break: 0 };
    expect(workingTimeWarnings([christmas])).toEqual([]);
  });

  it('a cleared holiday is no work on it', () => {
    const cleared = { day: '2026-12-25', time_start: null, time_end: null, time_break: 0 };
    expect(workingTimeWarnings([{ ...cleared, federalState: 'BY' }])).toEqual([]);
  });

  it('every state knows New Year and Christmas; only Berlin and MV know Frauentag', () => {
    for (const state of FEDERAL_STATES) {
      expect(publicHolidayOn('2026-01-01', state)).toBe('NEUJAHRSTAG');
      expect(publicHolidayOn('2026-12-25', state)).toBe('ERSTERWEIHNACHTSFEIERTAG');
    }
    const frauentag = FEDERAL_STATES.filter((state) => publicHolidayOn('2026-03-08', state));
    expect(frauentag.sort()).toEqual(['BE', 'MV']);
    expect(publicHolidayOn('not a day', 'BY')).toBeUndefined();
  });
});

describe('holidays do not depend on the device time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
    vi.resetModules();
  });

  it('gives the same days in UTC+14, UTC−11 and UTC', async () => {
    const lists: string[][] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      process.env.TZ = zone;
      vi.resetModules();
      const fresh = await import('@domain/shared/public-holidays');
      const found: string[] = [];
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
        const day = new Date(time).toISOString().slice(0, 10);
        for (const state of FEDERAL_STATES) {
          const holiday = fresh.publicHolidayOn(day, state);
          if (holiday) found.push(`${day} ${state} ${holiday}`);
        }
      }
      lists.push(found);
    }
    expect(lists[0]).toContain('2026-06-04 BY FRONLEICHNAM');
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
  });
});

/*
 * Properties over any entries of one person: days in a short range, times on
 * the 15-minute grid the forms allow (the rules do not rely on the grid).
 */
const DAYS = ['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-03', '2026-06-04', '2026-06-05'];
const entryArb = fc
  .record({
    day: fc.constantFrom(...DAYS),
    start: fc.integer({ min: 0, max: 1440 }),
    length: fc.integer({ min: 0, max: 1440 }),
    timeBreak: fc.integer({ min: 0, max: 60 }),
    federalState: fc.constantFrom(null, 'BY', 'HH', 'NI', 'SN'),
  })
  .map(({ day, start, length, timeBreak, federalState }) => {
    const end = Math.min(1440, start + length);
    return entry(start, end, Math.min(timeBreak, end - start), day, federalState as never);
  });

describe('properties', () => {
  it('adding break never adds a § 3 or § 4 warning', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 8 }),
        fc.nat(),
        fc.nat(60),
        (entries, i, more) => {
          if (entries.length === 0) return;
          const index = i % entries.length;
          const before = entries[index]!;
          if (before.time_start === null || before.time_end === null) return;
          const longer = {
            ...before,
            time_break: Math.min(before.time_end - before.time_start, before.time_break + more),
          };
          // A break as long as the shift leaves no work: the entry is then no piece of a
          // working day, and a night shift's warning moves to the day its work starts on
          // (the example test 'a shift whose first part becomes all break' pins that).
          if (longer.time_break >= before.time_end - before.time_start) return;
          const changed = entries.map((e, j) => (j === index ? longer : e));
          const lawOf = (list: WorkingTimeEntry[], code: string) =>
            workingTimeWarnings(list)
              .filter((w) => w.code === code)
              .map((w) => w.day);
          for (const code of ['arbzg_3_daily_max', 'arbzg_4_break']) {
            const after = lawOf(changed, code);
            const earlier = lawOf(entries, code);
            expect(after.every((day) => earlier.includes(day))).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the warnings do not depend on the order of the entries (fairs)', () => {
    fc.assert(
      fc.property(
        fc
          .array(entryArb, { maxLength: 8 })
          .chain((entries) =>
            fc.tuple(
              fc.constant(entries),
              fc.shuffledSubarray(entries, { minLength: entries.length }),
            ),
          ),
        ([entries, shuffled]) => {
          expect(workingTimeWarnings(shuffled)).toEqual(workingTimeWarnings(entries));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('§ 4 warns exactly when the day works over 6 h with < 30 min or over 9 h with < 45 min', () => {
    fc.assert(
      fc.property(entryArb, (one) => {
        const worked = one.time_end! - one.time_start! - one.time_break;
        const expected =
          (worked > 540 && one.time_break < 45) || (worked > 360 && one.time_break < 30);
        const got = codes(workingTimeWarnings([one])).includes('arbzg_4_break');
        expect(got).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('warns only on days with work time, and cleared days change nothing', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 8 }),
        fc.subarray(DAYS),
        (entries, clearedDays) => {
          const worked = new Set(
            entries.filter((e) => e.time_end! - e.time_start! - e.time_break > 0).map((e) => e.day),
          );
          const warnings = workingTimeWarnings(entries);
          for (const warning of warnings) expect(worked.has(warning.day)).toBe(true);
          const cleared = clearedDays.map((day) => ({
            day,
            time_start: null,
            time_end: null,
            time_break: 0,
            federalState: 'BY' as const,
          }));
          expect(workingTimeWarnings([...entries, ...cleared])).toEqual(warnings);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every rest warning is below eleven hours and between neighbouring working days', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 8 }), (entries) => {
        for (const warning of workingTimeWarnings(entries)) {
          if (warning.code !== 'arbzg_5_rest') continue;
          expect(warning.restMinutes).toBeLessThan(660);
          expect(warning.previousDay < warning.day).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
