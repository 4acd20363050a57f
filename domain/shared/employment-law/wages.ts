import { isIsoDay } from '@domain/shared/times/fair-days';

/*
 * A person's hourly wage with its history: a raise is a new line valid from
 * its day, the old lines stay (docs/product/employment-law.md).
 */

/** One hourly wage of a person, valid from a day until the next line. */
export type WageRate = {
  /** ISO day from which the wage applies. */
  validFrom: string;
  /** Gross euro cents per hour. */
  centsPerHour: number;
};

/** The usable lines of a wage history, oldest first; unreadable lines are left out. */
export function usableWages(wages: readonly WageRate[]): WageRate[] {
  return wages
    .filter(
      (wage) =>
        isIsoDay(wage.validFrom) && Number.isFinite(wage.centsPerHour) && wage.centsPerHour >= 0,
    )
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
}

/**
 * The wage valid on a day in cents per hour: the last line valid from on or
 * before it; undefined when there is none (no wage recorded, or only later
 * ones). Expects usableWages' order.
 */
export function wageOn(wages: readonly WageRate[], day: string): number | undefined {
  let found: number | undefined;
  for (const wage of wages) {
    if (wage.validFrom <= day) found = wage.centsPerHour;
    else break;
  }
  return found;
}
