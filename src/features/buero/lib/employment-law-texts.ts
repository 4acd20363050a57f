import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '@domain/shared/date-format';
import type { CounterState } from '@domain/shared/employment-law/counter';
import type { LawCounter, LawCounterCode } from '@domain/shared/employment-law/person-counters';
import { formattingTag, type Locale } from '@domain/shared/locale';
import { formatHoursMinutes } from '@domain/shared/times/time';

/*
 * The employment-law counters in words (docs/product/employment-law.md), as
 * the working-time warnings are worded: domain/shared/employment-law/ answers codes,
 * paragraphs and values; the office's screens say them in German and English.
 */

/** Short words for each counter, with its paragraph (lists, filters). */
export const COUNTER_LABELS: Record<LawCounterCode, MessageDescriptor> = {
  short_term_days: msg`§ 8 SGB IV: kurzfristige Beschäftigung`,
  minijob_earnings: msg`§ 8 SGB IV: Minijob-Grenze`,
  minimum_wage: msg`§ 1 MiLoG: Mindestlohn`,
  student_week_hours: msg`Werkstudent: 20 Stunden pro Woche`,
  student_long_weeks: msg`Werkstudent: 26 Wochen über 20 Stunden`,
  free_sundays: msg`§ 11 ArbZG: 15 freie Sonntage`,
  substitute_rest_day: msg`§ 11 ArbZG: Ersatzruhetag`,
};

/** A counter's short words by its code as the API sends it (an unknown code as it is). */
export function counterLabel(i18n: I18n, code: string): string {
  return Object.hasOwn(COUNTER_LABELS, code)
    ? i18n._(COUNTER_LABELS[code as LawCounterCode])
    : code;
}

/** The state of a counter as a word, never colour alone. */
export const COUNTER_STATE_LABELS: Record<CounterState, MessageDescriptor> = {
  ok: msg`im Rahmen`,
  near: msg`nah an der Grenze`,
  over: msg`Grenze überschritten`,
  allowed_excess: msg`gelegentliches Überschreiten (nur wenn unvorhersehbar)`,
  wage_missing: msg`Lohn fehlt`,
};

function euros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(formattingTag(locale), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formattingTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/** A counter's values in one sentence, with its paragraph: "§ 8 Abs. 1 Nr. 2 SGB IV: 62 von 70 Arbeitstagen 2025 …". */
export function counterText(i18n: I18n, counter: LawCounter, locale: Locale): string {
  const paragraph = counter.paragraph;
  switch (counter.code) {
    case 'short_term_days': {
      const { limit, year, declaredDays } = counter;
      const value = counter.value ?? 0;
      if (counter.measure === 'calendar_days') {
        return i18n._(
          msg`${paragraph}: ${value} von ${limit} Kalendertagen (drei Monate) im Jahr ${year}, davon ${declaredDays} Arbeitstage bei anderen Arbeitgebern.`,
        );
      }
      return i18n._(
        msg`${paragraph}: ${value} von ${limit} Arbeitstagen im Jahr ${year}, davon ${declaredDays} bei anderen Arbeitgebern.`,
      );
    }
    case 'minijob_earnings': {
      const month = monthName(counter.month, locale);
      const limit = euros(counter.limitCents, locale);
      if (counter.earningsCents === null) {
        const days = counter.missingWageDays.length;
        return i18n._(
          msg`${paragraph}: Lohn fehlt an ${plural(days, { one: '# Tag', other: '# Tagen' })} im ${month} – der Verdienst ist nicht zu berechnen (Grenze ${limit}).`,
        );
      }
      const earned = euros(counter.earningsCents, locale);
      const excess = counter.excessMonths;
      if (counter.state === 'allowed_excess' || counter.state === 'over') {
        return i18n._(
          msg`${paragraph}: ${earned} im ${month} – über der Grenze von ${limit}; ${plural(excess, { one: '# Monat', other: '# Monate' })} über der Grenze in zwölf Monaten (zulässig: höchstens 2, bis zum Doppelten, nur unvorhersehbar).`,
        );
      }
      return i18n._(msg`${paragraph}: ${earned} von ${limit} im ${month}.`);
    }
    case 'minimum_wage': {
      const first = counter.belowDays[0];
      if (first) {
        const days = counter.belowDays.length;
        const wage = euros(first.wageCents, locale);
        const minimum = euros(first.minimumCents, locale);
        const day = formatDate(first.day, locale);
        return i18n._(
          msg`${paragraph}: ${plural(days, { one: '# Tag', other: '# Tage' })} unter dem Mindestlohn, zuerst am ${day} (${wage} statt mindestens ${minimum} pro Stunde).`,
        );
      }
      if (counter.missingWageDays.length > 0) {
        const days = counter.missingWageDays.length;
        return i18n._(
          msg`${paragraph}: Lohn fehlt an ${plural(days, { one: '# Tag', other: '# Tagen' })}.`,
        );
      }
      return i18n._(msg`${paragraph}: jeder Tag mindestens zum Mindestlohn.`);
    }
    case 'student_week_hours': {
      const hours = formatHoursMinutes(counter.value ?? 0);
      if (counter.worstWeek === null) {
        return i18n._(msg`${paragraph}: keine Arbeit in einer Vorlesungswoche.`);
      }
      const week = formatDate(counter.worstWeek, locale);
      return i18n._(
        msg`${paragraph}: ${hours} Std. in der Vorlesungswoche ab ${week} – höchstens 20 Stunden.`,
      );
    }
    case 'student_long_weeks': {
      const { limit } = counter;
      const value = counter.value ?? 0;
      return i18n._(
        msg`${paragraph}: ${value} von ${limit} Wochen über 20 Stunden in einem Jahr (52 Wochen).`,
      );
    }
    case 'free_sundays': {
      const { limit, year, freeSundays } = counter;
      const value = counter.value ?? 0;
      return i18n._(
        msg`${paragraph}: ${value} von ${limit} Sonntagen gearbeitet im Jahr ${year} – ${freeSundays} frei, mindestens 15.`,
      );
    }
    case 'substitute_rest_day': {
      const missing = counter.missing.length;
      const owed = counter.owed;
      const first = counter.missing[0];
      if (!first) {
        return i18n._(msg`${paragraph}: jeder Sonn- und Feiertag mit Ersatzruhetag (${owed}).`);
      }
      const day = formatDate(first.day, locale);
      return i18n._(
        msg`${paragraph}: ${missing} von ${owed} Sonn- und Feiertagen ohne Ersatzruhetag, zuerst am ${day}.`,
      );
    }
  }
}

/** One day paid below the minimum wage: "09.11.2026: 12,00 € statt mindestens 13,90 € pro Stunde". */
export function belowMinimumDayText(
  i18n: I18n,
  below: { day: string; wageCents: number; minimumCents: number },
  locale: Locale,
): string {
  const day = formatDate(below.day, locale);
  const wage = euros(below.wageCents, locale);
  const minimum = euros(below.minimumCents, locale);
  return i18n._(msg`${day}: ${wage} statt mindestens ${minimum} pro Stunde`);
}
