import { LODAS_LIMITS, type LodasSettings } from '@domain/buero/payroll/lodas';

/*
 * The LODAS settings from the environment (README, settings table): the
 * consultant (Berater) and client (Mandant) numbers and the wage types
 * (Lohnarten) the payroll office gave. All three required ones or none: half a
 * configuration is a start-up error, not a file LODAS refuses later.
 */

export type LodasEnv = {
  DATEV_BERATER_NR?: string;
  DATEV_MANDANTEN_NR?: string;
  DATEV_LOHNART_STUNDEN?: string;
  DATEV_LOHNART_SONNTAG?: string;
  DATEV_LOHNART_FEIERTAG?: string;
};

const REQUIRED = ['DATEV_BERATER_NR', 'DATEV_MANDANTEN_NR', 'DATEV_LOHNART_STUNDEN'] as const;

const RANGES: Record<keyof LodasEnv, { min: number; max: number }> = {
  DATEV_BERATER_NR: LODAS_LIMITS.consultant,
  DATEV_MANDANTEN_NR: LODAS_LIMITS.client,
  DATEV_LOHNART_STUNDEN: LODAS_LIMITS.wageType,
  DATEV_LOHNART_SONNTAG: LODAS_LIMITS.wageType,
  DATEV_LOHNART_FEIERTAG: LODAS_LIMITS.wageType,
};

function numberIn(value: string, range: { min: number; max: number }): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : null;
}

/** What is wrong with the LODAS variables, one line each. */
export function lodasProblems(env: LodasEnv): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(RANGES) as [
    keyof LodasEnv,
    { min: number; max: number },
  ][]) {
    const value = env[name];
    if (value !== undefined && numberIn(value, range) === null) {
      problems.push(`${name} must be a number from ${String(range.min)} to ${String(range.max)}`);
    }
  }
  const set = REQUIRED.filter((name) => env[name] !== undefined);
  const anyOptional =
    env.DATEV_LOHNART_SONNTAG !== undefined || env.DATEV_LOHNART_FEIERTAG !== undefined;
  if ((set.length > 0 || anyOptional) && set.length < REQUIRED.length) {
    problems.push(`${REQUIRED.join(', ')} must be set together (the LODAS export needs all three)`);
  }
  return problems;
}

/** The settings, or null when LODAS is not configured (call after lodasProblems found none). */
export function lodasSettings(env: LodasEnv): LodasSettings | null {
  if (REQUIRED.some((name) => env[name] === undefined)) return null;
  const read = (name: keyof LodasEnv) => {
    const value = env[name];
    return value === undefined ? null : numberIn(value, RANGES[name]);
  };
  const consultantNumber = read('DATEV_BERATER_NR');
  const clientNumber = read('DATEV_MANDANTEN_NR');
  const hours = read('DATEV_LOHNART_STUNDEN');
  if (consultantNumber === null || clientNumber === null || hours === null) return null;
  return {
    consultantNumber,
    clientNumber,
    wageTypes: {
      hours,
      sunday: read('DATEV_LOHNART_SONNTAG'),
      holiday: read('DATEV_LOHNART_FEIERTAG'),
    },
  };
}
