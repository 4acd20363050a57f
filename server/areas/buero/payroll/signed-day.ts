import { type SQL, sql } from 'drizzle-orm';
import { signatureDays, signatures, times } from '@server/platform/db/schema/messen';

/*
 * When a time row counts as signed for payroll, in one place. The rule is the
 * lock rule of domain/shared/times/signature-coverage.ts: the day is covered by the person's
 * own staff signature on the pair or by a customer signature of the pair, and
 * a signature the office reopened (superseded, ADR 0027) covers nothing.
 */
export function signedDaySql(): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${signatureDays}
    join ${signatures} on ${signatures.id} = ${signatureDays.signatureId}
    where ${signatureDays.day} = ${times.day}
      and ${signatures.supersededAt} is null
      and ${signatures.messeId} = ${times.messeId}
      and ${signatures.customerId} = ${times.customerId}
      and (${signatures.kind} = 'customer'
        or (${signatures.kind} = 'staff' and ${signatures.bewerberId} = ${times.bewerberId}))
  )`;
}
