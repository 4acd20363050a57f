import {
  coveredDays,
  signaturesInForce,
  signaturesOfSheet,
} from '@domain/shared/times/signature-coverage';
import { hasWorkTime } from '@domain/shared/times/time';
import { workedMinutes } from '@domain/shared/times/shift-time';
import type { PairSheetData, PdfPerson, PdfSignature, PdfTime } from './sheet-data';

/** What one PDF prints: the people with their days with work time, and the sheet's signatures. */
export type SheetPrint = {
  kind: 'customer' | 'staff';
  people: { person: PdfPerson; days: PdfTime[]; minutes: number }[];
  totalMinutes: number;
  totalDays: number;
  signatures: PdfSignature[];
  /**
   * The days the sheet's valid signatures cover: a row on another day is
   * marked as not signed. A superseded signature covers nothing any more.
   */
  signedDays: ReadonlySet<string>;
};

/**
 * The rows of a customer sheet (every person of the pair) or of one person's
 * sheet: only days with work time (a cleared day is none, docs/product/
 * signatures.md), sorted by day; the signatures of that sheet (ADR 0017).
 */
export function sheetPrint(
  data: PairSheetData,
  sheet: { kind: 'customer' } | { kind: 'staff'; staffId: number },
): SheetPrint {
  const byPerson = new Map<number, PdfTime[]>();
  for (const row of data.times) {
    if (!hasWorkTime(row)) continue;
    const list = byPerson.get(row.bewerberId) ?? [];
    list.push(row);
    byPerson.set(row.bewerberId, list);
  }
  const staff =
    sheet.kind === 'staff'
      ? data.staff.filter((person) => person.id === sheet.staffId)
      : data.staff;
  const people = staff.flatMap((person) => {
    const days = (byPerson.get(person.id) ?? []).sort((a, b) => (a.day < b.day ? -1 : 1));
    // The customer sheet lists who worked; a person's own sheet is printed even when empty.
    if (days.length === 0 && sheet.kind === 'customer') return [];
    return [{ person, days, minutes: days.reduce((sum, row) => sum + workedMinutes(row), 0) }];
  });
  const sheetSignatures = signaturesOfSheet(data.signatures, sheet);
  return {
    kind: sheet.kind,
    people,
    totalMinutes: people.reduce((sum, entry) => sum + entry.minutes, 0),
    totalDays: people.reduce((sum, entry) => sum + entry.days.length, 0),
    signatures: sheetSignatures,
    signedDays: coveredDays(signaturesInForce(sheetSignatures)),
  };
}
