import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApplicantSort } from '@domain/buero/applicants-contract';
import { staffOperations } from '@domain/buero/operations/staff';
import {
  type SecretField,
  type StaffDetail,
  type StaffFlagsBody,
  staffListInput,
  type StaffListQuery,
  type StaffState,
} from '@domain/buero/staff-contract';
import { call } from '@src/api/call';

export type StaffListRequest = Omit<StaffListQuery, 'cursor' | 'limit' | 'sort'> & {
  sort: ApplicantSort;
};

/** The staff list, page by page (keyset cursors; 'Weitere laden' fetches the next). */
export function useStaffPages(request: StaffListRequest) {
  return useInfiniteQuery({
    queryKey: ['buero', 'staff', request],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        staffOperations.list,
        { query: staffListInput({ ...request, cursor: pageParam }) },
        { signal },
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
    queryFn: ({ signal }) =>
      call(
        staffOperations.list,
        { query: staffListInput({ q, sort: 'name', limit: STAFF_SEARCH_LIMIT }) },
        { signal },
      ),
  });
}

const detailKey = (id: number) => ['buero', 'staff-member', id] as const;

/** One staff member, payroll fields masked (the server records the view). */
export function useStaffDetail(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => call(staffOperations.detail, { params: { id } }),
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
    queryFn: () => call(staffOperations.assignments, { params: { id } }),
  });
}

/** Reveals one payroll field; the value lives only in the caller's state, never in the cache. */
export function useRevealField(id: number) {
  return useMutation({
    mutationFn: (field: SecretField) =>
      call(staffOperations.reveal, { params: { id }, body: { field } }),
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
    mutationFn: (flags: StaffFlagsBody) =>
      call(staffOperations.flags, { params: { id }, body: flags }),
    onSuccess: update,
  });
}

export function useSetActive(id: number) {
  const update = useStateUpdate(id);
  return useMutation({
    mutationFn: (active: boolean) =>
      call(active ? staffOperations.reactivate : staffOperations.deactivate, {
        params: { id },
        body: {},
      }),
    onSuccess: update,
  });
}

export function useMarkChecked(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      call(staffOperations.documentChecked, { params: { id, documentId }, body: {} }),
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
