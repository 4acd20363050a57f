import { formatDate } from '@domain/shared/date-format';
import { formattingTag, type Locale } from '@domain/shared/locale';
import { dayNumber } from './calendar-days';

/*
 * The days a timesheet signature covers, as the signing screens name them
 * (docs/product/signatures.md). Its own module, apart from date-format.ts:
 * the application pages load that one and must not carry this.
 */

const dayMonth = new Map<Locale, Intl.DateTimeFormat>();

/** "21.11." / "21/11" of an ISO day (UTC noon, so the day cannot shift with the zone). */
function formatDayMonth(day: string, locale: Locale): string {
  let formatter = dayMonth.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(formattingTag(locale), {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    });
    dayMonth.set(locale, formatter);
  }
  return formatter.format(utcNoon(day));
}

function utcNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** Consecutive ISO days grouped into runs (input in any order, each day once). */
function dayRuns(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  let previous: number | null = null;
  for (const day of [...new Set(days)].sort()) {
    const at = dayNumber(day);
    const run = runs.at(-1);
    if (run && previous !== null && at - previous === 1) run.push(day);
    else runs.push([day]);
    previous = at;
  }
  return runs;
}

/**
 * A set of ISO days as compactly as the signing screens name them: runs of
 * consecutive days as ranges, the year once at the end when all share it —
 * "21.11.–23.11.2026", "21.11., 23.11.2026" / "21/11–23/11/2026"; '' for none.
 */
export function formatDayList(days: readonly string[], locale: Locale): string {
  const runs = dayRuns(days);
  const all = runs.flat();
  const oneYear = new Set(all.map((day) => day.slice(0, 4))).size === 1;
  const last = all.at(-1);
  const label = (day: string) =>
    !oneYear || day === last ? formatDate(day, locale) : formatDayMonth(day, locale);
  return runs
    .map((run) => {
      const first = run[0] as string;
      const end = run.at(-1) as string;
      return run.length === 1 ? label(first) : `${label(first)}–${label(end)}`;
    })
    .join(', ');
}
