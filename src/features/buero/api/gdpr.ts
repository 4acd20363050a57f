import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NewOfficeUser } from '@domain/buero/gdpr-contract';
import { personDataOperations } from '@domain/buero/operations/person-data';
import { call } from '@src/api/call';

export type AuditOf = { kind: 'person' | 'messe'; id: number };

/** The audit of a person or a fair, newest first, page by page ('Weitere laden'). */
export function useAuditPages(of: AuditOf) {
  return useInfiniteQuery({
    queryKey: ['buero', 'audit', of.kind, of.id],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        of.kind === 'person' ? personDataOperations.personAudit : personDataOperations.messeAudit,
        { params: { id: of.id }, query: { cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Erases the person; the server checks the typed name. */
export function erasePerson(id: number, confirm: string) {
  return call(
    personDataOperations.erase,
    { params: { id }, body: { confirm } },
    { timeout: 60_000 },
  );
}

export function useOfficeUsers() {
  return useQuery({
    queryKey: ['buero', 'office-users'],
    queryFn: ({ signal }) => call(personDataOperations.officeUsers, {}, { signal }),
  });
}

export function createOfficeUser(values: NewOfficeUser) {
  return call(personDataOperations.createOfficeUser, { body: values });
}
