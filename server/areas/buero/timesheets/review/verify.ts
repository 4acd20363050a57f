import type { SignatureVerification } from '@domain/buero/timesheets-contract';
import { signedContent } from '@domain/shared/times/signed-content';
import { canonicalJson, sha256Hex } from '@server/platform/idempotency/request-hash';
import type { SignatureRow, TimeRow } from './rows';

/*
 * Proof that a signature's rows are unchanged (docs/product/timesheet-review.md):
 * the canonical content is rebuilt from the rows in the database now, with the
 * one function the signing used (domain/shared/times/signed-content.ts), written as the
 * same canonical JSON (server/platform/idempotency/request-hash.ts), and its SHA-256
 * compared with the stored content_sha256. Never a stored flag.
 */

/**
 * The older form of signatures given before ADR 0017 (whole sheet, no `kind`
 * or `days`); the 0017 backfill covered exactly the days that sheet had.
 */
function legacyHash(signature: SignatureRow, messeId: number, rows: readonly TimeRow[]): string {
  const {
    kind: _kind,
    days: _days,
    ...content
  } = signedContent(
    signature.kind,
    { messeId, customerId: signature.customerId },
    signature.staffId,
    signature.days,
    rows.map((row) => ({ ...row })),
  );
  return sha256Hex(canonicalJson(content));
}

/** 'unchanged' when the pair's rows of the covered days still hash to the stored hash. */
export function verifySignature(
  signature: SignatureRow,
  messeId: number,
  pairRows: readonly TimeRow[],
): SignatureVerification {
  const content = signedContent(
    signature.kind,
    { messeId, customerId: signature.customerId },
    signature.staffId,
    signature.days,
    pairRows,
  );
  if (sha256Hex(canonicalJson(content)) === signature.contentSha256) return 'unchanged';
  return legacyHash(signature, messeId, pairRows) === signature.contentSha256
    ? 'unchanged'
    : 'changed';
}
