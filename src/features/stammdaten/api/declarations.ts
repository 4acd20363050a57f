import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeclarationInput,
  DeclarationList,
} from '@domain/shared/employment-law/record-contract';
import { declarationOperations as ops } from '@domain/stammdaten/operations';
import { call } from '@src/api/call';
import { stammdatenKey } from './stammdaten';

/*
 * The person's own earlier short-term jobs of the year (issue 27). Every write
 * answers the whole list as it now stands, which replaces the cached one.
 */

const declarationsKey = [...stammdatenKey, 'declarations'] as const;

export const declarationsQuery = queryOptions({
  queryKey: declarationsKey,
  queryFn: ({ signal }) => call(ops.list, {}, { signal }),
});

export function useDeclarations() {
  return useQuery(declarationsQuery);
}

export type DeclarationWrite =
  | { kind: 'add'; body: DeclarationInput }
  | { kind: 'change'; id: number; body: DeclarationInput }
  | { kind: 'remove'; id: number };

export function sendDeclarationWrite(write: DeclarationWrite): Promise<DeclarationList> {
  switch (write.kind) {
    case 'add':
      return call(ops.add, { body: write.body });
    case 'change':
      return call(ops.change, { params: { id: write.id }, body: write.body });
    case 'remove':
      return call(ops.remove, { params: { id: write.id } });
  }
}

/** Puts a write's answer in place of the cached list. */
export function useDeclarationsAnswer() {
  const client = useQueryClient();
  return (list: DeclarationList) => client.setQueryData(declarationsKey, list);
}
