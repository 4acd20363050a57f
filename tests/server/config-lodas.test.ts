import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '@server/platform/config/config';

/* The DATEV LODAS settings (docs/product/payroll-export.md): all required ones or none, in range. */

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mp-config-')), ...env });

function problems(env: Record<string, string>): string[] {
  try {
    load(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

const COMPLETE = {
  DATEV_BERATER_NR: '1234567',
  DATEV_MANDANTEN_NR: '12345',
  DATEV_LOHNART_STUNDEN: '100',
};

describe('LODAS settings', () => {
  it('are off without variables and complete with the three required ones', () => {
    expect(load({}).lodas).toBeNull();
    expect(load(COMPLETE).lodas).toEqual({
      consultantNumber: 1234567,
      clientNumber: 12345,
      wageTypes: { hours: 100, sunday: null, holiday: null },
    });
    expect(
      load({ ...COMPLETE, DATEV_LOHNART_SONNTAG: '200', DATEV_LOHNART_FEIERTAG: '300' }).lodas
        ?.wageTypes,
    ).toEqual({ hours: 100, sunday: 200, holiday: 300 });
  });

  it('refuse half a configuration and numbers out of range, naming each', () => {
    expect(problems({ DATEV_BERATER_NR: '1234567' })).toEqual([
      'DATEV_BERATER_NR, DATEV_MANDANTEN_NR, DATEV_LOHNART_STUNDEN must be set together (the LODAS export needs all three)',
    ]);
    expect(problems({ DATEV_LOHNART_SONNTAG: '5' })).toHaveLength(1);
    expect(
      problems({
        DATEV_BERATER_NR: '999',
        DATEV_MANDANTEN_NR: '100000',
        DATEV_LOHNART_STUNDEN: '1,5',
        DATEV_LOHNART_FEIERTAG: '0',
      }),
    ).toEqual([
      'DATEV_BERATER_NR must be a number from 1000 to 9999999',
      'DATEV_MANDANTEN_NR must be a number from 1 to 99999',
      'DATEV_LOHNART_STUNDEN must be a number from 1 to 9999',
      'DATEV_LOHNART_FEIERTAG must be a number from 1 to 9999',
    ]);
  });
});
