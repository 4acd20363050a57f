import { documentUploadSchema } from '@domain/dokumente/dokumente';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** server/areas/dokumente/routes.ts */
export const dokumenteOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'The own documents, newest first',
    access: 'session',
    answer: { description: 'The list.', schema: answers.documentListAnswer },
    errors: [401],
  },
  {
    method: 'get',
    path: '/stammdaten/dokumente/:id',
    tag: 'dokumente',
    summary: 'Download one own document',
    access: 'session',
    answer: { description: 'The file, as an attachment.', files: DOCUMENT_FILE_TYPES },
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'Upload a document (multipart)',
    access: 'session',
    body: {
      kind: 'multipart',
      fields: documentUploadSchema,
      files: {
        document: {
          required: true,
          types: DOCUMENT_FILE_TYPES,
          description: 'PDF, JPEG or PNG (by its bytes), at most 5 MiB.',
        },
      },
    },
    answer: { description: 'Stored.', schema: answers.documentUploadedAnswer },
    errors: [400, 401, 403, 413, 422, 429],
  },
];
