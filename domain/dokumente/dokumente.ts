import * as v from 'valibot';

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

/** One uploaded document as GET /app/api/stammdaten/dokumente lists it. */
export type DocumentItem = {
  id: number;
  type: string;
  original_name: string;
  mime_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size_bytes: number;
  /** ISO instant of the upload. */
  created_at: string;
};

/** Answer of a successful upload. */
export type DocumentUploaded = { success: true; document: DocumentItem };
