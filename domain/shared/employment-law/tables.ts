/*
 * The dated values of German employment law the counters read
 * (docs/product/employment-law.md). A change of the minimum wage is one new
 * line in MINIMUM_WAGES; the Minijob limit follows from it by law.
 */

/** One statutory minimum wage and the day it takes effect. */
export type MinimumWage = {
  /** ISO day from which it applies. */
  from: string;
  /** Gross euro cents per hour. */
  centsPerHour: number;
  /** Where it was set. */
  source: string;
};

/**
 * The statutory minimum wage (§ 1 (2) MiLoG) since the Minijob limit follows
 * it (1 October 2022), oldest first. Days before the first line lie outside
 * the rule set: the portal holds no work of that time.
 */
export const MINIMUM_WAGES: readonly MinimumWage[] = [
  {
    from: '2022-10-01',
    centsPerHour: 1200,
    source: 'Mindestlohnerhöhungsgesetz, Art. 1 (§ 1 Abs. 2 MiLoG)',
  },
  {
    from: '2024-01-01',
    centsPerHour: 1241,
    source: 'Vierte Mindestlohnanpassungsverordnung (MiLoV4), § 1',
  },
  {
    from: '2025-01-01',
    centsPerHour: 1282,
    source: 'Vierte Mindestlohnanpassungsverordnung (MiLoV4), § 1',
  },
  {
    from: '2026-01-01',
    centsPerHour: 1390,
    source: 'Fünfte Mindestlohnanpassungsverordnung (MiLoV5), § 1',
  },
  {
    from: '2027-01-01',
    centsPerHour: 1460,
    source: 'Fünfte Mindestlohnanpassungsverordnung (MiLoV5), § 1',
  },
];

/** The line of a dated table in force on a day (the last one from on or before it). */
function inForce<T extends { from: string }>(table: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const line of table) {
    if (line.from <= day) found = line;
    else break;
  }
  return found;
}

/** The statutory minimum wage in cents per hour on an ISO day; undefined before the table. */
export function minimumWageOn(day: string): number | undefined {
  return inForce(MINIMUM_WAGES, day)?.centsPerHour;
}

/**
 * The Minijob limit (Geringfügigkeitsgrenze) that a minimum wage gives, in
 * cents: "der Mindestlohn … mit 130 vervielfacht, durch drei geteilt und auf
 * volle Euro aufgerundet" (§ 8 (1a) SGB IV). Whole cents, so no float rounding.
 */
export function minijobLimitFor(minimumWageCents: number): number {
  return Math.ceil((minimumWageCents * 130) / 300) * 100;
}

/** The Minijob limit in cents for a month (yyyy-MM), from the minimum wage on its first day. */
export function minijobLimitIn(month: string): number | undefined {
  const wage = minimumWageOn(`${month}-01`);
  return wage === undefined ? undefined : minijobLimitFor(wage);
}

/** The first day of the minimum-wage table: work before it is not counted. */
export const FIRST_COUNTED_DAY = MINIMUM_WAGES[0]?.from ?? '2022-10-01';
