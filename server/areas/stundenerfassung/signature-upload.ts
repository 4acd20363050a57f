import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '@server/platform/http/http-error';
import { sha256Hex } from '@server/platform/idempotency/request-hash';
import { SIGNATURE_SVG_MAX_BYTES } from './sanitize-signature-svg';

/**
 * What a sign request carries: the SVG text, (customer) the signer's name and
 * optionally the days the signing screen named (unparsed; ../writes/signatures.ts).
 */
export type SignatureUpload = { signature?: string; signatureName?: unknown; days?: unknown };

const FIELD_MAX_BYTES = SIGNATURE_SVG_MAX_BYTES + 1024;

/** Body limit of the sign routes (a JSON body with the SVG as a string, or multipart). */
export const SIGN_BODY_LIMIT = FIELD_MAX_BYTES * 2 + 16 * 1024;

/**
 * Multipart for this area only, with hard limits: one file of at most 256 KiB,
 * a few small fields. A file over the limit answers 413 (throwFileSizeLimit).
 */
export async function registerSignatureMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      files: 1,
      fileSize: SIGNATURE_SVG_MAX_BYTES,
      fields: 4,
      parts: 5,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

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
 * Reads the upload completely (every part consumed, also the ones ignored)
 * before anything else happens. Field `signature` as a file or a text field,
 * field `signatureName` as text; a JSON body with the same names works too.
 */
export async function readSignatureUpload(request: FastifyRequest): Promise<SignatureUpload> {
  if (!request.isMultipart()) return signatureUploadFromJson(request.body);
  const upload: SignatureUpload = {};
  let fromFile = false;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'signature') {
        upload.signature = svgText(bytes.toString('utf8'));
        fromFile = true;
      }
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated)
      throw new HttpError(413, 'payload_too_large');
    if (part.fieldname === 'signature' && !fromFile && typeof part.value === 'string') {
      upload.signature = svgText(part.value);
    } else if (part.fieldname === 'signatureName') {
      upload.signatureName = part.value;
    } else if (part.fieldname === 'days') {
      upload.days = part.value;
    }
  }
  return upload;
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
