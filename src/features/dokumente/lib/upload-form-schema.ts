import * as v from 'valibot';
import { DOCUMENT_MAX_BYTES, documentUploadSchema } from '@domain/dokumente/dokumente';

/**
 * The form's own check before sending: the shared `type` rule from domain/
 * plus a chosen file of at most 5 MiB. The server decides on the bytes.
 */
export const uploadFormSchema = v.object({
  ...documentUploadSchema.entries,
  document: v.pipe(
    v.custom<File>((value) => value instanceof File && value.size > 0, 'required'),
    v.check((file) => file.size <= DOCUMENT_MAX_BYTES, 'file_too_large'),
  ),
});
