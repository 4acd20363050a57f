import * as v from 'valibot';
import { DOCUMENT_MEDIA_TYPES } from '@domain/shared/upload-types';

/** Document types of the upload form (docs/product/rules.md, Documents), as stored and as shown. */
export const DOCUMENT_TYPES = [
  'Immatrikulationsbescheinigung',
  'Belehrung Gesundheitsamt',
  'Aufenthaltstitel',
  'Personalstammblatt',
  'Vertrag',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 5 MiB = 5120 KB (docs/product/rules.md, Documents); the form says 'maximal 5 MB'. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What the file input offers; the server decides by the bytes, never by this. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The text field of POST /app/api/stammdaten/dokumente (the file is checked by content). */
export const documentUploadSchema = v.object({
  type: v.picklist(DOCUMENT_TYPES, 'required'),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One uploaded document as GET /app/api/stammdaten/dokumente lists it. */
export const documentItemSchema = v.object({
  id: v.pipe(count, v.minValue(1)),
  type: v.string(),
  original_name: v.string(),
  mime_type: v.picklist(DOCUMENT_MEDIA_TYPES),
  size_bytes: count,
  /** ISO instant of the upload. */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type DocumentItem = v.InferOutput<typeof documentItemSchema>;

/** Answer of a successful upload. */
export const documentUploadedSchema = v.object({
  success: v.literal(true),
  document: documentItemSchema,
});
export type DocumentUploaded = v.InferOutput<typeof documentUploadedSchema>;
