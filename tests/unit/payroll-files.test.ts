import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvPersonLines } from '@domain/buero/payroll/csv';
import { encodeWindows1252 } from '@domain/buero/payroll/encoding';
import { lodasHeaderLines, lodasPersonLines } from '@domain/buero/payroll/lodas';
import { decimalHours } from '@domain/buero/payroll/model';
import { parseLodas } from './lodas-parser';
import { ANNA, EVA, JOERG, LODAS_SETTINGS, NOVEMBER } from './payroll-fixtures';

const GOLDEN_DIR = resolve(__dirname, '../fixtures/payroll');

/** Compares byte for byte; UPDATE_GOLDEN=1 writes the file instead (then review the diff). */
function expectGolden(name: string, bytes: Uint8Array) {
  const path = resolve(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) writeFileSync(path, bytes);
  expect(Buffer.from(bytes).equals(readFileSync(path))).toBe(true);
}

function csvBytes(includeUnsigned: boolean): Uint8Array {
  const options = { period: NOVEMBER, includeUnsigned };
  const text = [
    csvHeader(options),
    ...[JOERG, EVA, ANNA].flatMap((person) => [...csvPersonLines(person, options)]),
  ].join('');
  return new TextEncoder().encode(text);
}

function lodasBytes(): Uint8Array {
  const text = [
    ...lodasHeaderLines(LODAS_SETTINGS, NOVEMBER),
    ...[JOERG, EVA].flatMap((person) => [
      ...lodasPersonLines(person, LODAS_SETTINGS, { period: NOVEMBER }),
    ]),
  ].join('');
  return encodeWindows1252(text);
}

describe('payroll CSV', () => {
  it('matches the golden file of signed days byte for byte (BOM, CRLF, UTF-8)', () => {
    expectGolden('november-signed.csv', csvBytes(false));
  });

  it('matches the golden file with unsigned days, marked in their own column', () => {
    expectGolden('november-with-unsigned.csv', csvBytes(true));
  });

  it('starts with the UTF-8 byte order mark and ends every line in CRLF', () => {
    const bytes = csvBytes(false);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(/[^\r]\n/.test(text)).toBe(false);
  });

  it('has one row per person and day with work time, signed only unless chosen', () => {
    const signed = new TextDecoder().decode(csvBytes(false)).split('\r\n').slice(1, -1);
    // Jörg: 1 and 2 Nov (3 Nov unsigned, 31 Oct outside); Eva: 15 Nov (30 Nov cleared); Anna: 4 Nov.
    expect(signed.map((line) => /\d\d\.\d\d\.\d{4}/.exec(line)?.[0])).toEqual([
      '01.11.2026',
      '02.11.2026',
      '15.11.2026',
      '04.11.2026',
    ]);
    const all = new TextDecoder().decode(csvBytes(true)).split('\r\n').slice(1, -1);
    expect(all).toHaveLength(5);
    expect(all.filter((line) => line.endsWith(';unsigniert'))).toHaveLength(1);
  });

  it('carries the ArbZG warnings of the day computed across the person', () => {
    const lines = new TextDecoder().decode(csvBytes(true)).split('\r\n');
    const sunday = lines.find((line) => line.includes('01.11.2026')) ?? '';
    expect(sunday).toContain('§ 3 ArbZG (arbzg_3_daily_max)');
    // The rest from 31 October 23:00 to 1 November 08:00 (9 h): the day before counts.
    expect(sunday).toContain('§ 5 Abs. 1 ArbZG (arbzg_5_rest)');
    expect(sunday).toContain('§ 9 ArbZG (arbzg_9_sunday)');
    expect(sunday).toContain('§ 9 ArbZG (arbzg_9_holiday)');
    const noBreak = lines.find((line) => line.includes('03.11.2026')) ?? '';
    expect(noBreak).toContain('§ 4 ArbZG (arbzg_4_break)');
  });

  it('guards cells a spreadsheet would run as a formula and quotes per RFC 4180', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 170')).toBe("'+49 170");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Müller, Jörg')).toBe('Müller, Jörg');
    const text = new TextDecoder().decode(csvBytes(false));
    expect(text).toContain(`"'=cmd|' /C calc'!A0, Eva"`.replace(/"/g, ''));
    expect(text).toContain('"Äpfel & Co; GmbH"');
    expect(text).toContain('"Kunde ""Nord"""');
  });

  it('writes hours with a decimal comma and two places', () => {
    expect(decimalHours(450)).toBe('7,50');
    expect(decimalHours(20)).toBe('0,33');
    expect(decimalHours(0)).toBe('0,00');
    expect(decimalHours(60 * 1234 + 45)).toBe('1234,75');
  });
});

describe('DATEV LODAS file', () => {
  it('matches the golden file byte for byte (Windows-1252, CRLF)', () => {
    expectGolden('november-lodas.txt', lodasBytes());
  });

  it('reads back with an independent parser: sections, settings, field counts', () => {
    const parsed = parseLodas(lodasBytes());
    expect(parsed.sections).toEqual(['Allgemein', 'Satzbeschreibung', 'Bewegungsdaten']);
    expect(Object.fromEntries(parsed.general)).toEqual({
      Ziel: 'LODAS',
      Version_SST: '1.0',
      BeraterNr: '1234567',
      MandantenNr: '12345',
      Feldtrennzeichen: ';',
      Zahlenkomma: ',',
      Datumsformat: 'TT.MM.JJJJ',
      Kommentarzeichen: '*',
    });
    expect(parsed.records.get('1')).toEqual({
      table: 'u_lod_bwd_buchung_standard',
      fields: [
        'abrechnung_zeitraum#bwd',
        'bs_nr#bwd',
        'bs_wert_butab#bwd',
        'la_eigene#bwd',
        'pnr#bwd',
      ],
    });
    // Jörg: 18,5 h in wage type 100 and 10,5 holiday hours (1 Nov in Bavaria) in 300;
    // Eva: 6 h in 100 and 6 Sunday hours in 200. Unsigned and cleared days are not in it.
    expect(parsed.movements.map((movement) => movement.fields)).toEqual([
      ['01.11.2026', '1', '18,50', '100', '1001'],
      ['01.11.2026', '1', '10,50', '300', '1001'],
      ['01.11.2026', '1', '6,00', '100', '1002'],
      ['01.11.2026', '1', '6,00', '200', '1002'],
    ]);
  });

  it('books each day in its own accounting month (a fair over a month end)', () => {
    const period = { from: '2026-10-30', to: '2026-11-02' };
    const lines = [...lodasPersonLines(JOERG, LODAS_SETTINGS, { period })];
    expect(lines).toEqual([
      '1;01.10.2026;1;8,50;100;1001;\r\n',
      '1;01.11.2026;1;18,50;100;1001;\r\n',
      '1;01.11.2026;1;10,50;300;1001;\r\n',
    ]);
  });

  it("takes only the named fair when the export is a fair's", () => {
    const munich = [
      ...csvPersonLines(JOERG, { period: NOVEMBER, messeId: 2, includeUnsigned: true }),
    ];
    expect(munich).toEqual([]);
    expect([
      ...lodasPersonLines(EVA, LODAS_SETTINGS, { period: NOVEMBER, messeId: 2 }),
    ]).toHaveLength(2);
  });

  it('leaves out the Sunday and holiday wage types when they are not configured', () => {
    const settings = { ...LODAS_SETTINGS, wageTypes: { hours: 7, sunday: null, holiday: null } };
    expect([...lodasPersonLines(JOERG, settings, { period: NOVEMBER })]).toEqual([
      '1;01.11.2026;1;18,50;7;1001;\r\n',
    ]);
  });

  it('refuses a person with rows but without a personnel number', () => {
    expect(() => [...lodasPersonLines(ANNA, LODAS_SETTINGS, { period: NOVEMBER })]).toThrow(
      /personnel number/,
    );
    const nothing = { ...ANNA, entries: [] };
    expect([...lodasPersonLines(nothing, LODAS_SETTINGS, { period: NOVEMBER })]).toEqual([]);
  });

  it('encodes Windows-1252, not Latin-1 or UTF-8', () => {
    expect([...encodeWindows1252('Jörg € – ß')]).toEqual([
      0x4a, 0xf6, 0x72, 0x67, 0x20, 0x80, 0x20, 0x96, 0x20, 0xdf,
    ]);
    expect([...encodeWindows1252('😀Ā')]).toEqual([0x3f, 0x3f]);
  });
});
