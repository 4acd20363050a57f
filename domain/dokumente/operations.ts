import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { DOCUMENT_MEDIA_TYPES } from '@domain/shared/upload-types';
import {
  DOCUMENT_MAX_BYTES,
  documentItemSchema,
  documentUploadedSchema,
  documentUploadSchema,
} from './dokumente';

/** Any text: an id that is none is just not found (404), like another person's. */
const documentId = v.object({ id: v.string() });

/** A person's own documents (docs/product/api.md, Master data): list, open, upload. */
export const dokumenteOperations = {
  list: defineOperation({
    method: 'get',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'The own documents, newest first',
    description: 'An account without a staff record has none (an empty list).',
    access: 'session',
    answer: v.array(documentItemSchema),
    answerDescription: 'The list.',
  }),
  open: defineOperation({
    method: 'get',
    path: '/stammdaten/dokumente/:id',
    tag: 'dokumente',
    summary: 'Download one own document',
    description: "Another person's document answers 404 like an unknown one.",
    access: 'session',
    params: documentId,
    file: { types: DOCUMENT_MEDIA_TYPES },
    answerDescription: 'The file, as an attachment.',
    refusals: {
      not_found: { status: 404, description: 'Unknown, or not yours.' },
    },
  }),
  upload: defineOperation({
    method: 'post',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'Upload a document (multipart)',
    description: 'Nothing is stored unless everything is valid.',
    access: 'session',
    multipart: {
      fields: documentUploadSchema,
      files: {
        document: {
          required: true,
          types: DOCUMENT_MEDIA_TYPES,
          maxBytes: DOCUMENT_MAX_BYTES,
          description: 'PDF, JPEG or PNG (by its bytes), at most 5 MiB.',
        },
      },
      maxFields: 4,
      fieldMaxBytes: 1024,
    },
    answer: documentUploadedSchema,
    answerDescription: 'Stored.',
    refusals: {
      too_many_attempts: { status: 429, description: 'More than 20 uploads in an hour.' },
      no_staff_record: { status: 403, description: 'The account has no staff record.' },
      validation_failed: {
        status: 422,
        description: 'A field or the file is invalid (413 when the file is over 5 MiB).',
      },
    },
  }),
};
