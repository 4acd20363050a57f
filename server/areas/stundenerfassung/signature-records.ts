import { eq, inArray, sql } from 'drizzle-orm';
import type { CoverageSignature, CoverageTime } from '@domain/shared/times/signature-coverage';
import type {
  TimeTrackingReopening,
  TimeTrackingSignatureInfo,
} from '@domain/stundenerfassung/stundenerfassung';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
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

type SignatureTuple = [
  id: number,
  kind: 'staff' | 'customer',
  staffId: number | null,
  signerName: string,
  signedAt: string,
  days: string[],
];

/**
 * The pair's signatures in force, oldest first, each with its days (sorted).
 * With `staffId`: only those that lock that person's days (their own and the
 * customer's). A signature the office superseded (reopened) covers and locks
 * nothing, so it is never among them (ADR 0027). One JSON text, like listTimes.
 */
export async function listSignatures(
  db: Queryable,
  pair: PairParams,
  filter: { staffId?: number } = {},
): Promise<SignatureRecord[]> {
  const ofPerson =
    filter.staffId === undefined
      ? sql``
      : sql` and (${signatures.kind} = 'customer' or ${signatures.bewerberId} = ${filter.staffId})`;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${signatures.id}, ${signatures.kind}, ${signatures.bewerberId}, ${signatures.signerName},
      ${signatures.createdAt},
      (select coalesce(json_agg(${signatureDays.day} order by ${signatureDays.day}), '[]')
        from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id})
    ) order by ${signatures.id}), '[]')::text as list
    from ${signatures}
    where ${signatures.messeId} = ${pair.messeId} and ${signatures.customerId} = ${pair.customerId}
      and ${signatures.supersededAt} is null${ofPerson}`)) as {
    rows: { list: string }[];
  };
  const tuples = JSON.parse(result.rows[0]?.list ?? '[]') as SignatureTuple[];
  return tuples.map(([id, kind, staffId, signerName, signedAt, days]) => ({
    id,
    kind,
    staffId,
    signerName,
    signedAt: new Date(signedAt),
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
    signature: svg === undefined ? null : svgDataUrl(svg),
  };
}

/** Time rows as the coverage rules read them. */
export function coverageTimes(rows: readonly TimeRecord[]): CoverageTime[] {
  return rows.map((row) => ({ staffId: row.bewerberId, day: row.day, time_start: row.time_start }));
}

type ReopeningTuple = [
  kind: 'staff' | 'customer',
  staffId: number | null,
  signerName: string,
  days: string[],
  signedAt: string,
  reopenedAt: string,
  reopenedBy: string | null,
  reason: string,
];

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
  const ofPerson =
    filter.staffId === undefined
      ? sql``
      : sql` and (${signatures.kind} = 'customer' or ${signatures.bewerberId} = ${filter.staffId})`;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${signatures.kind}, ${signatures.bewerberId}, ${signatures.signerName},
      (select coalesce(json_agg(${signatureDays.day} order by ${signatureDays.day}), '[]')
        from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id}),
      ${signatures.createdAt}, ${signatures.supersededAt},
      (select ${users.firstname} || ' ' || ${users.lastname} from ${users}
        where ${users.id} = ${signatures.supersededBy}),
      ${signatures.supersededReason}
    ) order by ${signatures.id}), '[]')::text as list
    from ${signatures}
    where ${signatures.messeId} = ${pair.messeId} and ${signatures.customerId} = ${pair.customerId}
      and ${signatures.supersededAt} is not null${ofPerson}`)) as { rows: { list: string }[] };
  const tuples = JSON.parse(result.rows[0]?.list ?? '[]') as ReopeningTuple[];
  return tuples.map(
    ([kind, staffId, signerName, days, signedAt, reopenedAt, reopenedBy, reason]) => ({
      kind,
      staff_id: staffId,
      signer_name: signerName,
      days,
      signed_at: new Date(signedAt).toISOString(),
      reopened_at: new Date(reopenedAt).toISOString(),
      reopened_by: reopenedBy,
      reason,
    }),
  );
}
