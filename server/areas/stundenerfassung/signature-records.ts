import { eq, inArray } from 'drizzle-orm';
import type { CoverageSignature, CoverageTime } from '@domain/shared/times/signature-coverage';
import type {
  TimeTrackingReopening,
  TimeTrackingSignatureInfo,
} from '@domain/stundenerfassung/stundenerfassung';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import { signatures } from '@server/platform/db/schema/messen';
import { readSignatures } from '@server/records/signatures';
import type { PairParams } from './params';
import type { Queryable, TimeRecord } from './repository';

/*
 * The signatures of a pair and the days each covers (ADR 0017), as the
 * coverage rules of domain/shared/times/signature-coverage.ts take them.
 */

export type SignatureRecord = CoverageSignature & {
  id: number;
  signerName: string;
  signedAt: Date;
};

/**
 * The pair's signatures in force, oldest first, each with its days (sorted).
 * With `staffId`: only those that lock that person's days (their own and the
 * customer's). A signature the office superseded (reopened) covers and locks
 * nothing, so it is never among them (ADR 0027).
 */
export async function listSignatures(
  db: Queryable,
  pair: PairParams,
  filter: { staffId?: number } = {},
): Promise<SignatureRecord[]> {
  const list = await readSignatures(db, {
    messeId: pair.messeId,
    customerId: pair.customerId,
    staffId: filter.staffId,
    state: 'in_force',
  });
  return list.map(({ id, kind, staffId, signerName, signedAt, days }) => ({
    id,
    kind,
    staffId,
    signerName,
    signedAt,
    days,
  }));
}

/** The stored (already sanitized) SVGs of some signatures, by id. */
export async function findSignatureSvgs(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: signatures.id, svg: signatures.svg })
    .from(signatures)
    .where(
      ids.length === 1 ? eq(signatures.id, ids[0] as number) : inArray(signatures.id, [...ids]),
    );
  return new Map(rows.map((row) => [row.id, row.svg]));
}

/** A signature as the sheets carry it; the image only where `svg` is given. */
export function toSignatureInfo(record: SignatureRecord, svg?: string): TimeTrackingSignatureInfo {
  return {
    kind: record.kind,
    days: [...record.days],
    signer_name: record.signerName,
    signed_at: record.signedAt.toISOString(),
    // A link or tacit approval has no drawing (svg ''): no image rather than an empty one.
    signature: svg === undefined || svg === '' ? null : svgDataUrl(svg),
  };
}

/** Time rows as the coverage rules read them. */
export function coverageTimes(rows: readonly TimeRecord[]): CoverageTime[] {
  return rows.map((row) => ({ staffId: row.bewerberId, day: row.day, time_start: row.time_start }));
}

/**
 * The pair's superseded signatures, oldest first (ADR 0027): the sheets tell
 * the supervisor that the office reopened them, by whom and why. With
 * `staffId`: only the person's own and the customer's.
 */
export async function listReopenings(
  db: Queryable,
  pair: PairParams,
  filter: { staffId?: number } = {},
): Promise<TimeTrackingReopening[]> {
  const list = await readSignatures(db, {
    messeId: pair.messeId,
    customerId: pair.customerId,
    staffId: filter.staffId,
    state: 'superseded',
  });
  return list.map((signature) => ({
    kind: signature.kind,
    staff_id: signature.staffId,
    signer_name: signature.signerName,
    days: signature.days,
    signed_at: signature.signedAt.toISOString(),
    reopened_at: (signature.supersededAt ?? signature.signedAt).toISOString(),
    reopened_by: signature.supersededBy?.name ?? null,
    reason: signature.supersededReason ?? '',
  }));
}
