import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import type { ApplicantSort } from '@domain/buero/applicants-contract';
import {
  documentCheckedSchema,
  type RevealAnswer,
  revealAnswerSchema,
  type SecretField,
  type StaffDetail,
  staffApiPaths,
  staffDetailSchema,
  type StaffFlagsBody,
  type StaffList,
  type StaffListQuery,
  staffListSchema,
  type StaffState,
  staffStateSchema,
  type StaffAssignments,
  staffAssignmentsSchema,
} from '@domain/buero/staff-contract';
import { api } from '@src/api/client';

export type StaffListRequest = Omit<StaffListQuery, 'cursor' | 'limit' | 'sort'> & {
  sort: ApplicantSort;
};

/** The staff list, page by page (keyset cursors; 'Weitere laden' fetches the next). */
export function useStaffPages(request: StaffListRequest) {
  return useInfiniteQuery({
    queryKey: ['buero', 'staff', request],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<StaffList> =>
      v.parse(
        staffListSchema,
        await api.get(staffApiPaths.list({ ...request, cursor: pageParam }), { signal }),
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** How many names the staff search offers at a time. */
const STAFF_SEARCH_LIMIT = 20;

/** Staff whose last name, first name or e-mail starts with `q` (the staff list's search), by name. */
export function useStaffSearch(q: string) {
  return useQuery({
    queryKey: ['buero', 'staff-search', q],
    enabled: q !== '',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<StaffList> =>
      v.parse(
        staffListSchema,
        await api.get(staffApiPaths.list({ q, sort: 'name', limit: STAFF_SEARCH_LIMIT }), {
          signal,
        }),
      ),
  });
}

const detailKey = (id: number) => ['buero', 'staff-member', id] as const;

/** One staff member, payroll fields masked (the server records the view). */
export function useStaffDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async (): Promise<StaffDetail> =>
      v.parse(staffDetailSchema, await api.get(staffApiPaths.detail(id))),
  });
}

/**
 * The pairs a staff member is on. Keyed below the fair data ('buero', 'messen'):
 * adding them to a pair (api/messen.ts useStaffChange) refreshes it, while the
 * audited detail is not read again.
 */
export function useStaffAssignments(id: number) {
  return useQuery({
    queryKey: ['buero', 'messen', 'staff-assignments', id],
    queryFn: async (): Promise<StaffAssignments> =>
      v.parse(staffAssignmentsSchema, await api.get(staffApiPaths.assignments(id))),
  });
}

/** Reveals one payroll field; the value lives only in the caller's state, never in the cache. */
export function useRevealField(id: number) {
  return useMutation({
    mutationFn: async (field: SecretField): Promise<RevealAnswer> =>
      v.parse(revealAnswerSchema, await api.post(staffApiPaths.reveal(id), { json: { field } })),
  });
}

/** Puts a change's answer into the cached detail and lets the list refetch. */
function useStateUpdate(id: number) {
  const client = useQueryClient();
  return (state: StaffState) => {
    client.setQueryData<StaffDetail>(detailKey(id), (detail) =>
      detail ? { ...detail, ...state } : detail,
    );
    void client.invalidateQueries({ queryKey: ['buero', 'staff'] });
  };
}

export function useSetFlags(id: number) {
  const update = useStateUpdate(id);
  return useMutation({
    mutationFn: async (flags: StaffFlagsBody): Promise<StaffState> =>
      v.parse(staffStateSchema, await api.post(staffApiPaths.flags(id), { json: flags })),
    onSuccess: update,
  });
}

export function useSetActive(id: number) {
  const update = useStateUpdate(id);
  return useMutation({
    mutationFn: async (active: boolean): Promise<StaffState> =>
      v.parse(
        staffStateSchema,
        await api.post(active ? staffApiPaths.reactivate(id) : staffApiPaths.deactivate(id), {
          json: {},
        }),
      ),
    onSuccess: update,
  });
}

export function useMarkChecked(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: number) =>
      v.parse(
        documentCheckedSchema,
        await api.post(staffApiPaths.documentChecked(id, documentId), { json: {} }),
      ),
    onSuccess: (document) => {
      client.setQueryData<StaffDetail>(detailKey(id), (detail) =>
        detail
          ? {
              ...detail,
              documents: detail.documents.map((d) => (d.id === document.id ? document : d)),
            }
          : detail,
      );
    },
  });
}
