import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { CoverageSignature } from '@domain/shared/times/signature-coverage';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import { signatureDays, signatures, times } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { type Reader, readJsonList } from './reader';

/*
 * The stored timesheet signatures (ADR 0017, ADR 0027), read once for every
 * area: time tracking's sheets and writes, the office's review and PDFs, the
 * payroll export.
 */

/**
 * The SQL form of isInForce (domain/shared/times/signature-coverage.ts): a
 * signature the office superseded (reopened) covers and locks nothing.
 */
export const signatureInForceSql: SQL<boolean> = sql<boolean>`${signatures.supersededAt} is null`;

/**
 * Whether the time row of the outer query (`times`) counts as signed: a
 * signature in force of its pair covers its day, the person's own staff
 * signature or the pair's customer signature (the lock rule isDayLocked),
 * and the customer has no open dispute of that row (issue 25: a disputed
 * day counts as unsigned in payroll and invoices until the office resolves it,
 * even where the person's own signature covers it).
 */
export function timeSignedSql(): SQL<boolean> {
  return sql<boolean>`(not exists (
    select 1 from ${approvalDisputes}
    where ${approvalDisputes.messeId} = ${times.messeId}
      and ${approvalDisputes.customerId} = ${times.customerId}
      and ${approvalDisputes.bewerberId} = ${times.bewerberId}
      and ${approvalDisputes.day} = ${times.day}
      and ${approvalDisputes.resolvedAt} is null
  ) and exists (
    select 1 from ${signatureDays}
    join ${signatures} on ${signatures.id} = ${signatureDays.signatureId}
    where ${signatureDays.day} = ${times.day}
      and ${signatureInForceSql}
      and ${signatures.messeId} = ${times.messeId}
      and ${signatures.customerId} = ${times.customerId}
      and (${signatures.kind} = 'customer'
        or (${signatures.kind} = 'staff' and ${signatures.bewerberId} = ${times.bewerberId}))
  ))`;
}

/** Someone's login named on a signature; null when the account is gone. */
export type SignatureActor = { id: number; name: string } | null;

/** One stored signature with the days it covers (sorted). */
export type StoredSignature = CoverageSignature & {
  id: number;
  customerId: number;
  signerName: string;
  signedAt: Date;
  contentSha256: string;
  /** The supervisor who collected it. */
  collectedBy: SignatureActor;
  /** Set when the office reopened it (ADR 0027); then it covers nothing. */
  supersededAt: Date | null;
  supersededBy: SignatureActor;
  supersededReason: string | null;
  days: string[];
  /**
   * How the customer signed (issue 25): on the tablet ('stand', the only one
   * with a drawing), by the approval link or tacitly after the deadline.
   */
  method: SignatureMethod;
  /** A link approval's contact e-mail and the address the answer came from. */
  approverEmail: string | null;
  approverIp: string | null;
  /** A tacit approval's deadline (its request's tacit_at); null for the others. */
  tacitDeadline: Date | null;
  /** The stored (sanitized) SVG, only when asked for; '' for link and tacit approvals. */
  svg?: string;
};

export type SignatureMethod = 'stand' | 'link' | 'tacit';

export type SignatureQuery = {
  messeId: number;
  /** One pair's; absent: the whole fair's. */
  customerId?: number;
  /** Only those that concern this person's days: their own and the customer's. */
  staffId?: number;
  /** in_force: isInForce; superseded: the reopened ones; all: both (the history). */
  state: 'in_force' | 'superseded' | 'all';
  /** Also read the SVGs (large: only the PDFs print them). */
  svg?: boolean;
};

type SignatureTuple = [
  id: number,
  kind: 'staff' | 'customer',
  customerId: number,
  staffId: number | null,
  signerName: string,
  signedAt: string,
  days: string[],
  contentSha256: string,
  collectedById: number | null,
  collectedByName: string | null,
  supersededAt: string | null,
  supersededById: number | null,
  supersededByName: string | null,
  supersededReason: string | null,
  method: SignatureMethod,
  approverEmail: string | null,
  approverIp: string | null,
  tacitDeadline: string | null,
  svg?: string,
];

const nameOf = (id: AnyColumn) =>
  sql`(select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${id})`;

const actor = (id: number | null, name: string | null): SignatureActor =>
  id === null ? null : { id, name: name ?? '' };

/**
 * The signatures of a fair or pair, oldest first, in one statement whatever
 * their number (one JSON text, like the time rows).
 */
export async function readSignatures(
  db: Pick<Reader, 'execute'>,
  query: SignatureQuery,
): Promise<StoredSignature[]> {
  const conditions: SQL[] = [sql`${signatures.messeId} = ${query.messeId}`];
  if (query.customerId !== undefined) {
    conditions.push(sql`${signatures.customerId} = ${query.customerId}`);
  }
  if (query.staffId !== undefined) {
    conditions.push(
      sql`(${signatures.kind} = 'customer' or ${signatures.bewerberId} = ${query.staffId})`,
    );
  }
  if (query.state === 'in_force') conditions.push(signatureInForceSql);
  if (query.state === 'superseded') conditions.push(sql`not ${signatureInForceSql}`);
  const tuples = await readJsonList<SignatureTuple>(
    db,
    sql`select coalesce(json_agg(json_build_array(
      ${signatures.id}, ${signatures.kind}, ${signatures.customerId}, ${signatures.bewerberId},
      ${signatures.signerName}, ${signatures.createdAt},
      (select coalesce(json_agg(${signatureDays.day} order by ${signatureDays.day}), '[]')
        from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id}),
      ${signatures.contentSha256}, ${signatures.signedBy}, ${nameOf(signatures.signedBy)},
      ${signatures.supersededAt}, ${signatures.supersededBy}, ${nameOf(signatures.supersededBy)},
      ${signatures.supersededReason}, ${signatures.method}, ${signatures.approverEmail},
      ${signatures.approverIp},
      (select min(${approvalRequests.tacitAt}) from ${approvalRequests}
        where ${approvalRequests.signatureId} = ${signatures.id}
          and ${signatures.method} = 'tacit')${query.svg ? sql`, ${signatures.svg}` : sql``}
    ) order by ${signatures.id}), '[]')::text as list
    from ${signatures} where ${sql.join(conditions, sql` and `)}`,
  );
  return tuples.map((t) => ({
    id: t[0],
    kind: t[1],
    customerId: t[2],
    staffId: t[3],
    signerName: t[4],
    signedAt: new Date(t[5]),
    days: t[6],
    contentSha256: t[7],
    collectedBy: actor(t[8], t[9]),
    supersededAt: t[10] === null ? null : new Date(t[10]),
    supersededBy: actor(t[11], t[12]),
    supersededReason: t[13],
    method: t[14],
    approverEmail: t[15],
    approverIp: t[16],
    tacitDeadline: t[17] === null ? null : new Date(t[17]),
    ...(t[18] === undefined ? {} : { svg: t[18] }),
  }));
}
