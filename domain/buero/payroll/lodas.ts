import { publicHolidayOn } from '@domain/shared/public-holidays';
import { isSunday } from '@domain/shared/times/calendar-days';
import { workedMinutes } from '@domain/shared/times/shift-time';
import {
  decimalHours,
  exportedEntries,
  germanDate,
  type PayrollPerson,
  type PayrollPeriod,
  type PayrollScope,
} from './model';

/*
 * The DATEV LODAS ASCII import file of movement data (Bewegungsdaten), as
 * docs/decisions/0029-datev-lodas-export.md chooses it: three sections,
 * [Allgemein] (target, interface version, consultant and client, separators,
 * date format, comment sign), [Satzbeschreibung] (record 1 =
 * u_lod_bwd_buchung_standard with its fields in order) and [Bewegungsdaten]
 * (one line per personnel number, accounting month and wage type with the
 * hours). Lines end in CRLF; the file is Windows-1252 (ANSI), see encoding.ts.
 */

/** LODAS limits (DATEV LODAS ASCII-Import): consultant 4–7 digits, client and personnel number up to 5, wage type up to 4. */
export const LODAS_LIMITS = {
  consultant: { min: 1000, max: 9_999_999 },
  client: { min: 1, max: 99_999 },
  personnelNumber: { min: 1, max: 99_999 },
  wageType: { min: 1, max: 9999 },
} as const;

/** Bearbeitungsschlüssel (bs_nr) 1: the value is a number of hours. */
export const LODAS_BS_HOURS = 1;
export const LODAS_RECORD = 1;
export const LODAS_RECORD_FIELDS = [
  'abrechnung_zeitraum#bwd',
  'bs_nr#bwd',
  'bs_wert_butab#bwd',
  'la_eigene#bwd',
  'pnr#bwd',
] as const;
export const LODAS_LINE_END = '\r\n';

/** Which wage type (Lohnart) takes which hours; null: not exported. */
export type LodasWageTypes = {
  /** Every worked hour. */
  hours: number;
  /** Additionally the hours worked on a Sunday that is no public holiday (surcharge basis). */
  sunday: number | null;
  /** Additionally the hours worked on a public holiday of the fair's federal state. */
  holiday: number | null;
};

export type LodasSettings = {
  consultantNumber: number;
  clientNumber: number;
  wageTypes: LodasWageTypes;
};

function line(text: string): string {
  return text + LODAS_LINE_END;
}

/** The three section heads and everything before the first movement line. */
export function* lodasHeaderLines(
  settings: LodasSettings,
  period: PayrollPeriod,
): Generator<string> {
  yield line('[Allgemein]');
  yield line('Ziel=LODAS');
  yield line('Version_SST=1.0');
  yield line(`BeraterNr=${String(settings.consultantNumber)}`);
  yield line(`MandantenNr=${String(settings.clientNumber)}`);
  yield line('Feldtrennzeichen=;');
  yield line('Zahlenkomma=,');
  yield line('Datumsformat=TT.MM.JJJJ');
  yield line('Kommentarzeichen=*');
  yield line(
    `* Messe-Personal: Stunden aus Stundenzetteln ${germanDate(period.from)} bis ${germanDate(period.to)}`,
  );
  yield line('');
  yield line('[Satzbeschreibung]');
  yield line(
    `${String(LODAS_RECORD)};u_lod_bwd_buchung_standard;${LODAS_RECORD_FIELDS.join(';')};`,
  );
  yield line('');
  yield line('[Bewegungsdaten]');
}

/** The wage types a day's minutes go to, in file order. */
function wageTypesOfDay(
  day: string,
  federalState: Parameters<typeof publicHolidayOn>[1] | null,
  wageTypes: LodasWageTypes,
): number[] {
  const types = [wageTypes.hours];
  const holiday = federalState ? publicHolidayOn(day, federalState) : undefined;
  if (holiday) {
    if (wageTypes.holiday !== null) types.push(wageTypes.holiday);
  } else if (isSunday(day) && wageTypes.sunday !== null) {
    types.push(wageTypes.sunday);
  }
  return types;
}

/**
 * The movement lines of one person: per accounting month (the first of the
 * month as abrechnung_zeitraum) and wage type, the summed hours of their
 * signed rows in the period. LODAS takes only signed days (ADR 0029). Throws
 * without a personnel number: the server refuses such an export beforehand.
 */
export function* lodasPersonLines(
  person: PayrollPerson,
  settings: LodasSettings,
  scope: PayrollScope,
): Generator<string> {
  const entries = exportedEntries(person, { ...scope, includeUnsigned: false });
  if (entries.length === 0) return;
  if (person.personnelNumber === null) {
    throw new Error(`person ${String(person.bewerberId)} has no personnel number`);
  }
  // month → wage type → minutes; Map keeps insertion order, so sort explicitly below.
  const sums = new Map<string, Map<number, number>>();
  for (const entry of entries) {
    const minutes = workedMinutes(entry);
    if (minutes === 0) continue;
    const month = `${entry.day.slice(0, 7)}-01`;
    const byType = sums.get(month) ?? new Map<number, number>();
    for (const type of wageTypesOfDay(entry.day, entry.federalState, settings.wageTypes)) {
      byType.set(type, (byType.get(type) ?? 0) + minutes);
    }
    sums.set(month, byType);
  }
  for (const month of [...sums.keys()].sort()) {
    const byType = sums.get(month) ?? new Map<number, number>();
    for (const type of [...byType.keys()].sort((a, b) => a - b)) {
      const fields = [
        germanDate(month),
        String(LODAS_BS_HOURS),
        decimalHours(byType.get(type) ?? 0),
        String(type),
        String(person.personnelNumber),
      ];
      yield line(`${String(LODAS_RECORD)};${fields.join(';')};`);
    }
  }
}
