import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType, DocumentUploaded } from '@domain/dokumente/dokumente';
import { dokumenteOperations } from '@domain/dokumente/operations';
import { call } from '@src/api/call';
import { documentsKey } from './list-documents';

export type UploadInput = { type: DocumentType; document: File };

// 5 MiB on a slow hall connection takes longer than the default 10 s.
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /app/api/stammdaten/dokumente as multipart (`type`, `document`). */
export function uploadDocument(input: UploadInput): Promise<DocumentUploaded> {
  const body = new FormData();
  body.append('type', input.type);
  body.append('document', input.document, input.document.name);
  return call(dokumenteOperations.upload, { body }, { timeout: UPLOAD_TIMEOUT_MS });
}

/** The upload; on success the list of documents is fetched again. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
