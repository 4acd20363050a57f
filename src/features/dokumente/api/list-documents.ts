import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentItem } from '@domain/dokumente/dokumente';
import { dokumenteOperations } from '@domain/dokumente/operations';
import { call, operationHref } from '@src/api/call';

/** The cache key of the own documents; the upload invalidates it. */
export const documentsKey = ['stammdaten', 'dokumente'] as const;

/** GET /app/api/stammdaten/dokumente: the signed-in person's documents, newest first. */
export function fetchDocuments(): Promise<DocumentItem[]> {
  return call(dokumenteOperations.list, {});
}

export const documentsQuery = queryOptions({ queryKey: documentsKey, queryFn: fetchDocuments });

export function useDocuments() {
  return useQuery(documentsQuery);
}

/** Where a document opens (a download the server allows only to its owner). */
export function documentUrl(id: number): string {
  return operationHref(dokumenteOperations.open, { params: { id: String(id) } });
}
