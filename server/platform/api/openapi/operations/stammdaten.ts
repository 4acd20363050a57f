import * as v from 'valibot';
import { documentUploadSchema } from '@domain/dokumente/dokumente';
import { stammdatenSchema } from '@domain/stammdaten/stammdaten';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** server/areas/stammdaten and server/areas/dokumente (their routes.ts). */
export const stammdatenOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'The own master data and the locations to choose',
    access: 'session',
    answer: { description: 'The form values (IBAN masked).', schema: answers.stammdatenAnswer },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'Save the own master data',
    description:
      'The payroll fields (rv_number … bank_bic) belong to accounts with a contract ' +
      '(`contract: true` in GET) and are required for them; others send none. Sizes ' +
      'depend on the stored gender.',
    access: 'session',
    body: {
      kind: 'json',
      // The schema depends on the stored person: without and with a contract (sizes: gender w).
      schema: v.union([
        stammdatenSchema({ gender: 'w', contract: false }),
        stammdatenSchema({ gender: 'w', contract: true }),
      ]),
    },
    answer: { description: 'Saved.', schema: answers.stammdatenSavedAnswer },
    errors: [401, 403, 422],
  },
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
