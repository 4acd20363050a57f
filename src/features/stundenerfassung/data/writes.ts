import * as v from 'valibot';
import {
  signerNameSchema,
  timeEntrySchema,
  type TimeEntryInput,
} from '../../../../domain/stundenerfassung';
import { ttApiPaths } from '../../../../domain/stundenerfassung-contract';
import { withReopen } from '../../../offline/db-reopen';
import { newId } from '../../../offline/new-id';
import { requestSync } from '../../../offline/sync-request';
import {
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb,
  type PairRow,
  type StaffRow,
  type TimeTrackingOutboxRow,
} from './db';

/*
 * Every edit and signature is written to the local row and the outbox in one
 * transaction; the promise resolves only after that transaction committed, so
 * 'saved on this device' is never shown for a write that failed.
 */

/** The sheet is signed (staff or customer): its times can no longer change. */
export class SheetSignedError extends Error {
  constructor() {
    super('sheet_signed');
    this.name = 'SheetSignedError';
  }
}

/** The write would be refused by the server (domain rules) or names an unknown sheet. */
export class InvalidWriteError extends Error {
  readonly reason: 'invalid' | 'unknown-sheet' | 'outside-fair';
  readonly errors: Record<string, string[]>;

  constructor(reason: InvalidWriteError['reason'], errors: Record<string, string[]> = {}) {
    super(reason);
    this.name = 'InvalidWriteError';
    this.reason = reason;
    this.errors = errors;
  }
}

const db = timeTrackingDb;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function outboxEntry(
  fields: Pick<TimeTrackingOutboxRow, 'kind' | 'path' | 'rowKey' | 'json' | 'form'>,
  now: number,
): TimeTrackingOutboxRow {
  return {
    ...fields,
    id: newId(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
  };
}

async function loadSheet(messeId: number, customerId: number, staffId?: number) {
  const pair = await db.pairs.get(pairKey(messeId, customerId));
  const staff =
    staffId === undefined ? undefined : await db.staff.get(staffKey(messeId, customerId, staffId));
  if (!pair || (staffId !== undefined && !staff)) throw new InvalidWriteError('unknown-sheet');
  if (pair.customer.pivot.signed || staff?.signed) throw new SheetSignedError();
  return { pair, staff };
}

/** The SVG as an image URL for <img>; percent-encoded, so no base64 of UTF-8 is needed. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

async function write(work: () => Promise<void>): Promise<void> {
  await withReopen(db, () => db.transaction('rw', [db.pairs, db.staff, db.times, db.outbox], work));
  requestSync();
}

export type SaveTimeEntryInput = {
  messeId: number;
  customerId: number;
  staffId: number;
  day: string;
  entry: TimeEntryInput;
};

function parseEntry(entry: TimeEntryInput): TimeEntryInput {
  const parsed = v.safeParse(timeEntrySchema, entry);
  if (!parsed.success) {
    throw new InvalidWriteError('invalid', v.flatten<typeof timeEntrySchema>(parsed.issues).nested);
  }
  return parsed.output;
}

/** The local row and its outbox entry, inside the caller's transaction. */
async function putTime(input: SaveTimeEntryInput, pair: PairRow, now: number): Promise<void> {
  const { messeId, customerId, staffId, day, entry } = input;
  if (!ISO_DAY.test(day) || day < pair.messe.date_start || day > pair.messe.date_end) {
    throw new InvalidWriteError('outside-fair');
  }
  const key = timeKey(messeId, customerId, staffId, day);
  await db.times.put({ key, messeId, customerId, staffId, day, ...entry });
  await db.outbox.add(
    outboxEntry(
      {
        kind: 'time',
        path: ttApiPaths.saveTime(messeId, customerId, staffId, day),
        rowKey: key,
        json: entry,
      },
      now,
    ),
  );
}

/**
 * Saves one day's times of one person on this device and queues it for the
 * server. NO_WORK_TIME clears the day ('no work time', docs/product/rules.md).
 */
export async function saveTimeEntry(input: SaveTimeEntryInput): Promise<void> {
  const entry = parseEntry(input.entry);
  await write(async () => {
    const { pair } = await loadSheet(input.messeId, input.customerId, input.staffId);
    await putTime({ ...input, entry }, pair, Date.now());
  });
}

/**
 * The day's standard shift: the same entry for every given person who has no
 * time row on that day yet (a cleared day has one and is skipped, as is a
 * signed sheet), in one transaction with one outbox entry per person.
 * Resolves to the ids that got the entry.
 */
export async function saveStandardShift(input: {
  messeId: number;
  customerId: number;
  day: string;
  staffIds: readonly number[];
  entry: TimeEntryInput;
}): Promise<number[]> {
  const { messeId, customerId, day } = input;
  const entry = parseEntry(input.entry);
  const applied: number[] = [];
  await write(async () => {
    const { pair } = await loadSheet(messeId, customerId);
    const now = Date.now();
    for (const staffId of input.staffIds) {
      const staff = await db.staff.get(staffKey(messeId, customerId, staffId));
      if (!staff || staff.signed) continue;
      if (await db.times.get(timeKey(messeId, customerId, staffId, day))) continue;
      await putTime({ messeId, customerId, staffId, day, entry }, pair, now);
      applied.push(staffId);
    }
  });
  return applied;
}

function requireSvg(svg: string): void {
  if (svg.trim() === '') throw new InvalidWriteError('invalid', { signature: ['required'] });
}

/** Stores a staff member's signature on this device (sheet locked) and queues the upload. */
export async function saveStaffSignature(input: {
  messeId: number;
  customerId: number;
  staffId: number;
  svg: string;
}): Promise<void> {
  const { messeId, customerId, staffId, svg } = input;
  requireSvg(svg);
  await write(async () => {
    const { staff } = await loadSheet(messeId, customerId, staffId);
    const row: StaffRow = { ...(staff as StaffRow), signed: true, signature: svgDataUrl(svg) };
    await db.staff.put(row);
    await db.outbox.add(
      outboxEntry(
        {
          kind: 'staff-sign',
          path: ttApiPaths.signStaff(messeId, customerId, staffId),
          rowKey: row.key,
          form: { signature: svg },
        },
        Date.now(),
      ),
    );
  });
}

/** Stores the customer's signature and name on this device and queues the upload. */
export async function saveCustomerSignature(input: {
  messeId: number;
  customerId: number;
  svg: string;
  signerName: string;
}): Promise<void> {
  const { messeId, customerId, svg } = input;
  requireSvg(svg);
  // The server's schema: a name it would refuse never reaches the outbox.
  const name = v.safeParse(signerNameSchema, input.signerName);
  if (!name.success) {
    throw new InvalidWriteError('invalid', {
      signatureName: name.issues.map((issue) => issue.message),
    });
  }
  const signerName = name.output;
  await write(async () => {
    const { pair } = await loadSheet(messeId, customerId);
    const row: PairRow = {
      ...pair,
      customer: { ...pair.customer, pivot: { signed: true, signed_by: signerName } },
      signature: svgDataUrl(svg),
    };
    await db.pairs.put(row);
    await db.outbox.add(
      outboxEntry(
        {
          kind: 'customer-sign',
          path: ttApiPaths.signCustomer(messeId, customerId),
          rowKey: row.key,
          form: { signature: svg, signatureName: signerName },
        },
        Date.now(),
      ),
    );
  });
}
