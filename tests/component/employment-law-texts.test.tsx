import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { CounterState } from '@domain/shared/employment-law/counter';
import { personCounters, yearScope } from '@domain/shared/employment-law/person-counters';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import {
  COUNTER_LABELS,
  COUNTER_STATE_LABELS,
  counterText,
} from '@src/features/buero/lib/employment-law-texts';
import { messages as english } from '@src/locales/en/buero.po';

/*
 * Every counter of domain/shared/employment-law/ has its words in German and English,
 * with its paragraph and values, as the working-time warnings do.
 */

const de = setupI18n({ locale: 'de', messages: { de: {} } });
const en = setupI18n({ locale: 'en', messages: { en: english } });

const work = (day: string, hours: number): WorkingTimeEntry => ({
  day,
  time_start: 8 * 60,
  time_end: (8 + hours) * 60,
  time_break: 0,
  federalState: 'BY',
});

const entries = [
  work('2026-05-03', 21), // a Sunday, 21 hours: a long week
  work('2026-05-05', 10),
  work('2026-06-04', 4), // Fronleichnam in Bayern
];
const wages = [{ validFrom: '2026-01-01', centsPerHour: 1300 }];
const scope = yearScope(2026, '2026-05');
const all = [
  ...personCounters({ status: 'short_term', wages, declaredShortTerm: [] }, entries, scope),
  ...personCounters({ status: 'minijob', wages }, entries, scope),
  ...personCounters(
    { status: 'student', wages, lecturePeriods: [{ from: '2026-04-13', to: '2026-07-17' }] },
    entries,
    scope,
  ),
];

describe('employment-law counters in words', () => {
  it('has a label for every counter and state in both languages', () => {
    const codes = [...new Set(all.map((counter) => counter.code))].sort();
    expect(codes).toEqual(Object.keys(COUNTER_LABELS).sort());
    for (const descriptor of [
      ...Object.values(COUNTER_LABELS),
      ...Object.values(COUNTER_STATE_LABELS),
    ]) {
      expect(en._(descriptor)).not.toBe(de._(descriptor));
    }
    const state: CounterState = 'wage_missing';
    expect(de._(COUNTER_STATE_LABELS[state])).toBe('Lohn fehlt');
    expect(en._(COUNTER_STATE_LABELS[state])).toBe('wage missing');
  });

  it('says each counter with its paragraph and values', () => {
    const texts = (i18n: typeof de, locale: 'de' | 'en') =>
      Object.fromEntries(all.map((counter) => [counter.code, counterText(i18n, counter, locale)]));
    const german = texts(de, 'de');
    const englishTexts = texts(en, 'en');
    expect(german.short_term_days).toBe(
      '§ 8 Abs. 1 Nr. 2 SGB IV: 3 von 70 Arbeitstagen im Jahr 2026, davon 0 bei anderen Arbeitgebern.',
    );
    expect(englishTexts.short_term_days).toBe(
      '§ 8 Abs. 1 Nr. 2 SGB IV: 3 of 70 working days in 2026, 0 of them at other employers.',
    );
    // 31 h × 13 € = 403 € in May 2026, limit 603 €; Intl puts a no-break space before the €.
    const spaces = (text = '') => text.replace(/\u00a0/g, ' ');
    expect(spaces(german.minijob_earnings)).toBe(
      '§ 8 Abs. 1 Nr. 1 SGB IV: 403,00 € von 603,00 € im Mai 2026.',
    );
    expect(englishTexts.minijob_earnings).toBe(
      '§ 8 Abs. 1 Nr. 1 SGB IV: €403.00 of €603.00 in May 2026.',
    );
    expect(german.minimum_wage).toMatch(
      /^§ 1 Abs\. 2 MiLoG: 3 Tage unter dem Mindestlohn, zuerst am 03\.05\.2026/,
    );
    expect(englishTexts.minimum_wage).toMatch(
      /^§ 1 Abs\. 2 MiLoG: 3 days below the minimum wage, first on 03\/05\/2026/,
    );
    expect(german.student_week_hours).toBe(
      '§ 6 Abs. 1 Nr. 3 SGB V: 21:00 Std. in der Vorlesungswoche ab 27.04.2026 – höchstens 20 Stunden.',
    );
    expect(englishTexts.free_sundays).toBe(
      '§ 11 Abs. 1 ArbZG: 1 of 37 Sundays worked in 2026 – 51 free, at least 15.',
    );
    expect(englishTexts.substitute_rest_day).toBe(
      '§ 11 Abs. 3 ArbZG: every Sunday and public holiday with a substitute rest day (2).',
    );
    for (const text of [...Object.values(german), ...Object.values(englishTexts)]) {
      expect(text).not.toMatch(/\{|undefined|NaN/);
    }
  });

  it('counts one day in the singular', () => {
    const [minimumWage] = personCounters(
      { status: 'minijob', wages },
      [work('2026-05-05', 8)],
      scope,
    ).filter((counter) => counter.code === 'minimum_wage');
    if (!minimumWage) throw new Error('no minimum-wage counter');
    expect(counterText(de, minimumWage, 'de')).toMatch(/^§ 1 Abs\. 2 MiLoG: 1 Tag unter dem/);
    expect(counterText(en, minimumWage, 'en')).toMatch(/^§ 1 Abs\. 2 MiLoG: 1 day below the/);
  });
});
