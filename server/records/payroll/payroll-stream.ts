import { Readable } from 'node:stream';
import { csvHeader, csvPersonLines } from '@domain/buero/payroll/csv';
import { encodeWindows1252 } from '@domain/buero/payroll/encoding';
import {
  lodasHeaderLines,
  lodasPersonLines,
  type LodasSettings,
} from '@domain/buero/payroll/lodas';
import type { Database } from '@server/platform/db/client';
import { pagesOfPeople, PAYROLL_PAGE_SIZE, type PayrollSelection } from './payroll-reads';

/*
 * The files as streams: one chunk per page of people, read only when the
 * client takes the previous one (Readable.from pulls the generator), so a
 * slow download holds one page, never the whole file.
 */

/** The CSV, UTF-8 with BOM. */
export function payrollCsvStream(
  db: Database,
  selection: PayrollSelection,
  pageSize = PAYROLL_PAGE_SIZE,
): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(csvHeader(selection), 'utf8');
    for await (const people of pagesOfPeople(db, selection, pageSize)) {
      const lines = people.flatMap((person) => [...csvPersonLines(person, selection)]);
      if (lines.length > 0) yield Buffer.from(lines.join(''), 'utf8');
    }
  }
  return Readable.from(chunks());
}

/** The LODAS file, Windows-1252; signed days only (the selection's includeUnsigned is ignored). */
export function payrollLodasStream(
  db: Database,
  selection: PayrollSelection,
  settings: LodasSettings,
  pageSize = PAYROLL_PAGE_SIZE,
): Readable {
  const signedOnly = { ...selection, includeUnsigned: false };
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(
      encodeWindows1252([...lodasHeaderLines(settings, selection.period)].join('')),
    );
    for await (const people of pagesOfPeople(db, signedOnly, pageSize)) {
      const lines = people.flatMap((person) => [...lodasPersonLines(person, settings, signedOnly)]);
      if (lines.length > 0) yield Buffer.from(encodeWindows1252(lines.join('')));
    }
  }
  return Readable.from(chunks());
}
