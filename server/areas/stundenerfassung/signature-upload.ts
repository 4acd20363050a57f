import { sha256Hex } from '@server/platform/idempotency/request-hash';
import type { MultipartBody } from '@server/platform/api/multipart';

/**
 * What a sign request carries: the SVG text, (customer) the signer's name and
 * optionally the days the signing screen named (unparsed; ./writes/signatures.ts).
 */
export type SignatureUpload = { signature?: string; signatureName?: unknown; days?: unknown };

const DATA_URL = /^data:image\/svg\+xml(?:;charset=utf-8)?(;base64)?,/i;

/**
 * Clients may send the SVG as text, as the data URL signature_pad's toDataURL
 * makes, or in the form the portal's own answers carry (svgDataUrl).
 */
function svgText(value: string): string {
  const match = DATA_URL.exec(value);
  if (!match) return value;
  const data = value.slice(match[0].length);
  if (match[1]) return Buffer.from(data, 'base64').toString('utf8');
  try {
    return decodeURIComponent(data);
  } catch {
    return value;
  }
}

/**
 * A JSON body's upload (the sign call with a JSON body, or a batch entry's
 * body): `signature` as SVG text or data URL, `signatureName` and `days` as given.
 */
export function signatureUploadFromJson(value: unknown): SignatureUpload {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    signature: typeof body.signature === 'string' ? svgText(body.signature) : undefined,
    signatureName: body.signatureName,
    days: body.days,
  };
}

/**
 * A sign call's body as the platform read it (the operation's limits): field
 * `signature` as a file part or a text field (the file wins), `signatureName`
 * and `days` as sent; a JSON body with the same names works too. A file part
 * over its size answers 413.
 */
export function signatureUploadFrom(body: MultipartBody): SignatureUpload | 'too_large' {
  const file = body.files.signature;
  if (file?.truncated) return 'too_large';
  if (file) {
    return {
      signature: svgText(file.bytes.toString('utf8')),
      signatureName: body.fields.signatureName,
      days: body.fields.days,
    };
  }
  return signatureUploadFromJson(body.fields);
}

/**
 * The Idempotency-Key payload of a sign request: its fields and the SVG's hash
 * (`days` only when sent, so the payloads of requests without it stay as they were).
 */
export function uploadPayload(upload: SignatureUpload): unknown {
  return {
    signatureName: upload.signatureName ?? null,
    signature_sha256: upload.signature === undefined ? null : sha256Hex(upload.signature),
    days: upload.days,
  };
}
