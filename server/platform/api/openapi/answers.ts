import * as v from 'valibot';
import type { BewerbungStep1Result } from '@domain/bewerbung/bewerbung';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import {
  DOCUMENT_TYPES,
  type DocumentItem,
  type DocumentUploaded,
} from '@domain/dokumente/dokumente';
import { GENDERS } from '@domain/shared/person-options';
import { signerNameSchema } from '@domain/stundenerfassung/stundenerfassung';

/*
 * Answers whose shape domain/ states only as a TypeScript type (the browser
 * trusts them), written here as valibot schemas for the API description. Each
 * is annotated with its domain type, so a field renamed or retyped there fails
 * the typecheck here. Answers with a domain schema (time tracking's contract)
 * are used as they are.
 */

const id = v.pipe(v.number(), v.integer());
const isoDate = v.pipe(v.string(), v.isoDate());
const bit = v.picklist([0, 1]);

export const successMessageAnswer: v.GenericSchema<unknown, BewerbungStep1Result> = v.object({
  success: v.literal(true),
  message: v.string(),
});

const fair = {
  id,
  description: v.string(),
  city: v.string(),
  date_start: isoDate,
  date_end: isoDate,
};

export const step2LoadAnswer: v.GenericSchema<unknown, BewerbungStep2Load> = v.object({
  gender: v.picklist(GENDERS),
  student: bit,
  locations: v.array(v.object({ id, name: v.string() })),
  messen: v.array(v.object(fair)),
});

const documentItem: v.GenericSchema<unknown, DocumentItem> = v.object({
  id,
  type: v.picklist(DOCUMENT_TYPES),
  original_name: v.string(),
  mime_type: v.picklist(['image/jpeg', 'image/png', 'application/pdf']),
  size_bytes: id,
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export const documentListAnswer = v.array(documentItem);

export const documentUploadedAnswer: v.GenericSchema<unknown, DocumentUploaded> = v.object({
  success: v.literal(true),
  document: documentItem,
});

/**
 * The sign calls' fields, multipart or JSON (the routes read them by hand:
 * server/areas/stundenerfassung/signature-upload.ts). The SVG comes as a file part,
 * as text or as a data URL.
 */
export const signatureFields = v.object({
  signature: v.pipe(v.string(), v.description('The signature as SVG text or an SVG data URL.')),
});
export const customerSignatureFields = v.object({
  ...signatureFields.entries,
  signatureName: signerNameSchema,
});
