import { type PairRecord, readPair, readPairPeople } from '@server/records/fair';
import type { Reader } from '@server/records/reader';
import { readSignatures, type SignatureMethod } from '@server/records/signatures';
import { readTimes } from '@server/records/times';

/*
 * Everything a timesheet PDF prints of a pair, read in four queries whatever
 * the sheet's size (300 people × 10 days is one JSON text per table).
 */

/** A signature as the PDF prints it. */
export type PdfSignature = {
  id: number;
  kind: 'staff' | 'customer';
  staffId: number | null;
  signerName: string;
  signedAt: Date;
  /** The supervisor who collected it (null when their account is gone). */
  collectedBy: string | null;
  contentSha256: string;
  /** '' for a link or tacit approval: those print their text instead of a drawing. */
  svg: string;
  days: string[];
  /** How the customer signed: at the stand (drawn), by link or tacitly (issue 25). */
  method: SignatureMethod;
  approverEmail: string | null;
  approverIp: string | null;
  tacitDeadline: Date | null;
  /** Set when the office unlocked the days after signing (printed as superseded). */
  supersededAt: Date | null;
};

export type PairIds = { messeId: number; customerId: number };

export type PdfPair = {
  messe: Pick<PairRecord['messe'], 'id' | 'name' | 'city' | 'date_start' | 'date_end'>;
  customer: PairRecord['customer'];
};

/** A person on the pair (removed ones with times included: their sheet stays). */
export type PdfPerson = { id: number; firstname: string; lastname: string; name: string };

/** A time row; start and end null on a cleared day. */
export type PdfTime = {
  bewerberId: number;
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

export type PairSheetData = {
  pair: PdfPair;
  staff: PdfPerson[];
  times: PdfTime[];
  signatures: PdfSignature[];
};

/** The pair's signatures, oldest first (optionally only one person's staff signatures and the customer's). */
export async function listPdfSignatures(
  db: Reader,
  pair: PairIds,
  staffId?: number,
): Promise<PdfSignature[]> {
  const list = await readSignatures(db, {
    messeId: pair.messeId,
    customerId: pair.customerId,
    staffId,
    state: 'all',
    svg: true,
  });
  return list.map((signature) => ({
    id: signature.id,
    kind: signature.kind,
    staffId: signature.staffId,
    signerName: signature.signerName,
    signedAt: signature.signedAt,
    collectedBy: signature.collectedBy?.name ?? null,
    contentSha256: signature.contentSha256,
    svg: signature.svg ?? '',
    days: signature.days,
    method: signature.method,
    approverEmail: signature.approverEmail,
    approverIp: signature.approverIp,
    tacitDeadline: signature.tacitDeadline,
    supersededAt: signature.supersededAt,
  }));
}

/** The people of the pair by name (as the supervisor's sheet orders them). */
async function listPeople(db: Reader, ids: PairIds, staffId?: number): Promise<PdfPerson[]> {
  const rows = await readPairPeople(db, { ...ids, staffId });
  return rows.map(({ id, firstname, lastname, name }) => ({ id, firstname, lastname, name }));
}

/**
 * Time rows a query reads at most. PGlite runs a query on the request thread:
 * a year-long sheet's 21,900 rows in one text held every other request for
 * ~400 ms (ADR 0034); a page of this size takes some tens of ms.
 */
export const TIME_PAGE_ROWS = 2000;

/** The pair's time rows (of one person, if given) by person and day, a page per statement. */
async function listPairTimes(db: Reader, ids: PairIds, staffId?: number): Promise<PdfTime[]> {
  const rows = await readTimes(db, {
    messeId: ids.messeId,
    customerId: ids.customerId,
    staffIds: staffId === undefined ? undefined : [staffId],
    pageRows: TIME_PAGE_ROWS,
  });
  return rows.map(({ bewerberId, day, time_start, time_end, time_break }) => ({
    bewerberId,
    day,
    time_start,
    time_end,
    time_break,
  }));
}

/** A pair's customer sheet data; null when the pair does not exist. */
export async function loadPairSheet(db: Reader, ids: PairIds): Promise<PairSheetData | null> {
  const pair = await readPair(db, ids);
  if (!pair) return null;
  const [staff, rows, list] = await Promise.all([
    listPeople(db, ids),
    listPairTimes(db, ids),
    listPdfSignatures(db, ids),
  ]);
  return { pair, staff, times: rows, signatures: list };
}

/** One person's sheet on a pair; null when the pair does not exist or the person is not on it. */
export async function loadStaffSheet(
  db: Reader,
  ids: PairIds,
  staffId: number,
): Promise<PairSheetData | null> {
  const pair = await readPair(db, ids);
  if (!pair) return null;
  const [person] = await listPeople(db, ids, staffId);
  if (!person) return null;
  const [rows, list] = await Promise.all([
    listPairTimes(db, ids, staffId),
    listPdfSignatures(db, ids, staffId),
  ]);
  return { pair, staff: [person], times: rows, signatures: list };
}
