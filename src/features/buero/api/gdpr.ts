import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type AuditPage,
  auditPageSchema,
  bueroGdprApiPaths,
  type ErasedPerson,
  erasedPersonSchema,
  type NewOfficeUser,
  type OfficeUserCreated,
  officeUserCreatedSchema,
  type OfficeUserList,
  officeUserListSchema,
} from '@domain/buero/gdpr-contract';
import { api } from '@src/api/client';

export type AuditOf = { kind: 'person' | 'messe'; id: number };

/** The audit of a person or a fair, newest first, page by page ('Weitere laden'). */
export function useAuditPages(of: AuditOf) {
  return useInfiniteQuery({
    queryKey: ['buero', 'audit', of.kind, of.id],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<AuditPage> => {
      const query = pageParam ? { cursor: pageParam } : {};
      const path =
        of.kind === 'person'
          ? bueroGdprApiPaths.personAudit(of.id, query)
          : bueroGdprApiPaths.messeAudit(of.id, query);
      return v.parse(auditPageSchema, await api.get(path, { signal }));
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Erases the person; the server checks the typed name. */
export async function erasePerson(id: number, confirm: string): Promise<ErasedPerson> {
  return v.parse(
    erasedPersonSchema,
    await api.post(bueroGdprApiPaths.personErase(id), { json: { confirm }, timeout: 60_000 }),
  );
}

export function useOfficeUsers() {
  return useQuery({
    queryKey: ['buero', 'office-users'],
    queryFn: async (): Promise<OfficeUserList> =>
      v.parse(officeUserListSchema, await api.get(bueroGdprApiPaths.officeUsers())),
  });
}

export async function createOfficeUser(values: NewOfficeUser): Promise<OfficeUserCreated> {
  return v.parse(
    officeUserCreatedSchema,
    await api.post(bueroGdprApiPaths.officeUsers(), { json: values }),
  );
}
