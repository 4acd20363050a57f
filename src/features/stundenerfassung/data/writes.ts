import * as v from 'valibot';
import {
  signerNameSchema,
  timeEntrySchema,
  type TimeEntryInput,
} from '@domain/stundenerfassung/stundenerfassung';
import { isDayInFair } from '@domain/shared/times/fair-days';
import { stundenerfassungBatchableWrites as writes } from '@domain/stundenerfassung/operations';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import { withReopen } from '@src/offline/db-reopen';
import { newId } from '@src/offline/new-id';
import { queueEntry } from '@src/offline/outbox-queue';
import { requestSync } from '@src/offline/sync-request';
import type { SigningPlan } from '@domain/shared/times/signature-coverage';
import { isLocalDayLocked, localSigningPlan } from '../lib/coverage';
import {
  VALUE_KINDS,
  type LocalSignature,
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb,
  type PairRow,
  type StaffRow,
  type TimeTrackingOutboxRow,
} from './db';
import { apiPath } from './paths';

/*
 * Every edit and signature is written to the local row and the outbox in one
 * transaction; the promise resolves only after that transaction committed, so
 * 'saved on this device' is never shown for a write that failed. A time row's
 * waiting entry takes the newer value (one entry per row, however many taps).
 */

/**
 * The day is covered by a signature (its time can no longer change), or a
 * signature finds every day with work time covered already (ADR 0017).
 */
export class SheetSignedError extends Error {
  constructor() {
    super('sheet_signed');
    this.name = 'SheetSignedError';
  }
}

/** The write would be refused by the server (domain rules) or names an unknown sheet. */
export class InvalidWriteError extends Error {
  readonly reason: 'invalid' | 'unknown-sheet' | 'outside-fair' | 'nothing-to-sign';
  readonly errors: Record<string, string[]>;

  constructor(reason: InvalidWriteError['reason'], errors: Record<string, string[]> = {}) {
    super(reason);
    this.name = 'InvalidWriteError';
    this.reason = reason;
    this.errors = errors;
  }
}

const db = timeTrackingDb;

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

async function loadPair(messeId: number, customerId: number): Promise<PairRow> {
  const pair = await db.pairs.get(pairKey(messeId, customerId));
  if (!pair) throw new InvalidWriteError('unknown-sheet');
  return pair;
}

async function loadPerson(messeId: number, customerId: number, staffId: number) {
  const pair = await loadPair(messeId, customerId);
  const staff = await db.staff.get(staffKey(messeId, customerId, staffId));
  if (!staff) throw new InvalidWriteError('unknown-sheet');
  return { pair, staff };
}

/**
 * The days a signature queued here covers, by the server's rules on the local
 * rows (queued signatures count): refused like the server would refuse it.
 */
function plannedDays(plan: SigningPlan): string[] {
  if (plan.kind === 'all_covered') throw new SheetSignedError();
  if (plan.kind === 'no_work_time') {
    throw new InvalidWriteError('nothing-to-sign', { signature: ['nothing_to_sign'] });
  }
  return plan.days;
}

/** A signature queued on this device: its days count as covered until the server answers. */
function pendingSignature(
  kind: LocalSignature['kind'],
  days: string[],
  signerName: string,
  svg: string,
  entryId: string,
): LocalSignature {
  return {
    kind,
    days,
    signer_name: signerName,
    signed_at: new Date().toISOString(),
    signature: svgDataUrl(svg),
    pendingId: entryId,
  };
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
async function putTime(
  input: SaveTimeEntryInput,
  pair: PairRow,
  staff: StaffRow,
  now: number,
): Promise<void> {
  const { messeId, customerId, staffId, day, entry } = input;
  if (!isDayInFair(day, pair.messe)) throw new InvalidWriteError('outside-fair');
  if (isLocalDayLocked(pair, staff, day)) throw new SheetSignedError();
  const key = timeKey(messeId, customerId, staffId, day);
  await db.times.put({ key, messeId, customerId, staffId, day, ...entry });
  const queued = outboxEntry(
    {
      kind: 'time',
      path: apiPath(writes.saveTime, {
        messe: messeId,
        customer: customerId,
        staff: staffId,
        date: day,
      }),
      rowKey: key,
      json: entry,
    },
    now,
  );
  await queueEntry(db, queued, VALUE_KINDS);
}

/**
 * Saves one day's times of one person on this device and queues it for the
 * server. NO_WORK_TIME clears the day ('no work time', docs/product/rules.md).
 */
export async function saveTimeEntry(input: SaveTimeEntryInput): Promise<void> {
  const entry = parseEntry(input.entry);
  await write(async () => {
    const { pair, staff } = await loadPerson(input.messeId, input.customerId, input.staffId);
    await putTime({ ...input, entry }, pair, staff, Date.now());
  });
}

/**
 * The day's standard shift: the same entry for every given person who has no
 * time row on that day yet (a cleared day has one and is skipped, as is a day
 * a signature covers), in one transaction with one outbox entry per person.
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
    const pair = await loadPair(messeId, customerId);
    const now = Date.now();
    for (const staffId of input.staffIds) {
      const staff = await db.staff.get(staffKey(messeId, customerId, staffId));
      if (!staff || isLocalDayLocked(pair, staff, day)) continue;
      if (await db.times.get(timeKey(messeId, customerId, staffId, day))) continue;
      await putTime({ messeId, customerId, staffId, day, entry }, pair, staff, now);
      applied.push(staffId);
    }
  });
  return applied;
}

function requireSvg(svg: string): void {
  if (svg.trim() === '') throw new InvalidWriteError('invalid', { signature: ['required'] });
}

/**
 * Stores a staff member's signature on this device (the days it covers
 * locked) and queues the upload with the days the screen named (`days`).
 */
export async function saveStaffSignature(input: {
  messeId: number;
  customerId: number;
  staffId: number;
  svg: string;
  days?: readonly string[];
}): Promise<void> {
  const { messeId, customerId, staffId, svg } = input;
  requireSvg(svg);
  await write(async () => {
    const { pair, staff } = await loadPerson(messeId, customerId, staffId);
    const times = await db.times
      .where('[messeId+customerId+staffId]')
      .equals([messeId, customerId, staffId])
      .toArray();
    const sheet = { kind: 'staff', staffId } as const;
    const days = plannedDays(localSigningPlan(pair, [staff], times, sheet, input.days));
    const entry = outboxEntry(
      {
        kind: 'staff-sign',
        path: apiPath(writes.signStaff, { messe: messeId, customer: customerId, staff: staffId }),
        rowKey: staff.key,
        form: { signature: svg, days: JSON.stringify(days) },
      },
      Date.now(),
    );
    const signature = pendingSignature('staff', days, staff.name, svg, entry.id);
    const row: StaffRow = {
      ...staff,
      signed: true,
      signature: signature.signature,
      signatures: [...(staff.signatures ?? []), signature],
    };
    await db.staff.put(row);
    await queueEntry(db, entry, VALUE_KINDS);
  });
}

/**
 * Stores the customer's signature and name on this device (the days it covers
 * locked for everyone) and queues the upload with the named `days`.
 */
export async function saveCustomerSignature(input: {
  messeId: number;
  customerId: number;
  svg: string;
  signerName: string;
  days?: readonly string[];
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
    const pair = await loadPair(messeId, customerId);
    const times = await db.times
      .where('[messeId+customerId]')
      .equals([messeId, customerId])
      .toArray();
    const plan = localSigningPlan(pair, [], times, { kind: 'customer' }, input.days);
    const days = plannedDays(plan);
    const entry = outboxEntry(
      {
        kind: 'customer-sign',
        path: apiPath(writes.signCustomer, { messe: messeId, customer: customerId }),
        rowKey: pair.key,
        form: { signature: svg, signatureName: signerName, days: JSON.stringify(days) },
      },
      Date.now(),
    );
    const signature = pendingSignature('customer', days, signerName, svg, entry.id);
    const row: PairRow = {
      ...pair,
      customer: { ...pair.customer, pivot: { signed: true, signed_by: signerName } },
      signature: signature.signature,
      signatures: [...(pair.signatures ?? []), signature],
    };
    await db.pairs.put(row);
    await queueEntry(db, entry, VALUE_KINDS);
  });
}
