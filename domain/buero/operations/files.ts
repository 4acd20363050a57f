import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { DOCUMENT_MEDIA_TYPES } from '@domain/shared/upload-types';

/*
 * The office's files of a person that are no export (no export slot): the
 * application photo and a staff member's document. Both are audited views;
 * the browser links them (operationHref: an <img>, a download link).
 */

const office = { area: 'buero' } as const;
const tag = 'buero';

export const officeFileOperations = {
  applicantPhoto: defineOperation({
    method: 'get',
    path: '/buero/bewerbungen/:id/foto',
    tag,
    summary: 'The application photo (the view is audited)',
    description: 'Never under a public address; not cached, not sniffed, sandboxed.',
    access: office,
    params: v.object({ id: serialIdParam }),
    file: { types: ['image/jpeg'] },
    answerDescription: 'The photo, re-encoded as JPEG.',
    refusals: {
      not_found: { status: 404, description: 'No such application, or it has no photo.' },
    },
  }),
  staffDocument: defineOperation({
    method: 'get',
    path: '/buero/personal/:id/dokumente/:documentId',
    tag,
    summary: "One of the staff member's documents (audited)",
    description: "Another person's document answers 404 like an unknown one.",
    access: office,
    params: v.object({ id: serialIdParam, documentId: serialIdParam }),
    file: { types: DOCUMENT_MEDIA_TYPES },
    answerDescription: 'The file as uploaded, as a download.',
    refusals: {
      not_found: { status: 404, description: "Unknown, or another person's document." },
    },
  }),
};
