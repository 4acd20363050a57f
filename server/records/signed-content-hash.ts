import type { SignedContent } from '@domain/shared/times/signed-content';
import { canonicalJson, sha256Hex } from '@server/platform/idempotency/request-hash';

/**
 * SHA-256 (hex) of the canonical JSON of a signature's content (object keys
 * sorted at every level, no spaces). Stored with the signature, so a later
 * change of the signed rows is provable; the office's review recomputes it.
 * Shared by the tablet's signatures and the approval by link (issue 25).
 */
export function signedContentHash(content: SignedContent): string {
  return sha256Hex(canonicalJson(content));
}
