import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CustomerInput,
  FairInput,
  MeetingInput,
  ProposalsQuery,
} from '@domain/buero/messen-contract';
import { proposalsQuery } from '@domain/buero/messen-contract';
import { customerOperations, fairOperations } from '@domain/buero/operations/fairs';
import { pairOperations } from '@domain/buero/operations/pairs';
import { call } from '@src/api/call';

/*
 * The office's fairs, customers and assignments (docs/product/fairs.md) through TanStack
 * Query. Every write invalidates the office's fair data ('buero', 'messen'),
 * so the lists and the pair screens show the new state.
 */

const ROOT = ['buero', 'messen'] as const;

/** A list's query as the address carries it: only what is set. */
function listQuery(archived: boolean, q: string, cursor: string | undefined) {
  return { archived: archived ? ('1' as const) : undefined, q: q.trim() || undefined, cursor };
}

export function useFairPages(archived: boolean, q: string) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'fairs', archived, q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(fairOperations.list, { query: listQuery(archived, q, pageParam) }, { signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useCustomerPages(archived: boolean, q: string) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'customers', archived, q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(customerOperations.list, { query: listQuery(archived, q, pageParam) }, { signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One fair with its customers; `enabled` false waits (a picker before its fair is chosen). */
export function useFairDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, 'fair', id],
    queryFn: () => call(fairOperations.detail, { params: { id } }),
    enabled,
  });
}

export function usePairAssignments(messeId: number, customerId: number) {
  return useQuery({
    queryKey: [...ROOT, 'pair', messeId, customerId],
    queryFn: () => call(pairOperations.assignments, { params: { id: messeId, customerId } }),
  });
}

export function useProposals(messeId: number, customerId: number, query: ProposalsQuery) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'proposals', messeId, customerId, query],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        pairOperations.proposals,
        {
          params: { id: messeId, customerId },
          query: proposalsQuery({ ...query, cursor: pageParam }),
        },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** A write whose success refreshes every fair query. */
function useOfficeWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const fairWrites = {
  create: (input: FairInput) => call(fairOperations.create, { body: input }),
  update: (id: number, input: FairInput) =>
    call(fairOperations.update, { params: { id }, body: input }),
  createCustomer: (input: CustomerInput) => call(customerOperations.create, { body: input }),
  updateCustomer: (id: number, input: CustomerInput) =>
    call(customerOperations.update, { params: { id }, body: input }),
};

export function useArchiveFair() {
  return useOfficeWrite(({ id, archived }: { id: number; archived: boolean }) =>
    call(fairOperations.archive, { params: { id }, body: { archived } }),
  );
}

export function useArchiveCustomer() {
  return useOfficeWrite(({ id, archived }: { id: number; archived: boolean }) =>
    call(customerOperations.archive, { params: { id }, body: { archived } }),
  );
}

type PairArgs = { messeId: number; customerId: number };

export function useAttachCustomer() {
  return useOfficeWrite(async ({ messeId, customerId }: PairArgs) => {
    await call(pairOperations.attach, { params: { id: messeId, customerId } });
  });
}

export function useDetachCustomer() {
  return useOfficeWrite(async ({ messeId, customerId }: PairArgs) => {
    await call(pairOperations.detach, { params: { id: messeId, customerId } });
  });
}

type BulkArgs = PairArgs & { ids: number[] };

/** Adds or removes staff; an add with `overrideReason` crosses an employment-law limit on purpose (audited). */
export function useStaffChange(action: 'add' | 'remove') {
  return useOfficeWrite(
    ({ messeId, customerId, ids, overrideReason }: BulkArgs & { overrideReason?: string }) =>
      action === 'add'
        ? call(pairOperations.addStaff, {
            params: { id: messeId, customerId },
            body: {
              bewerber_ids: ids,
              ...(overrideReason === undefined ? {} : { override_reason: overrideReason }),
            },
          })
        : call(pairOperations.removeStaff, {
            params: { id: messeId, customerId },
            body: { bewerber_ids: ids },
          }),
  );
}

/** The assignment check (issue 27): what the pair's days would do to each person's counters. Writes nothing. */
export function useStaffCheck() {
  return useMutation({
    mutationFn: ({ messeId, customerId, ids }: BulkArgs) =>
      call(pairOperations.checkStaff, {
        params: { id: messeId, customerId },
        body: { bewerber_ids: ids },
      }),
  });
}

export function useSupervisorChange(action: 'add' | 'remove') {
  const operation =
    action === 'add' ? pairOperations.addSupervisors : pairOperations.removeSupervisors;
  return useOfficeWrite(({ messeId, customerId, ids }: BulkArgs) =>
    call(operation, { params: { id: messeId, customerId }, body: { user_ids: ids } }),
  );
}

/** After a create or an edit: refresh every fair query. */
export function useRefreshFairs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

/** "Telefonisch zugesagt": records a confirmation the person gave by phone. */
export function useConfirmByPhone() {
  return useOfficeWrite(({ messeId, customerId, staffId }: PairArgs & { staffId: number }) =>
    call(pairOperations.confirmByPhone, { params: { id: messeId, customerId, staffId } }),
  );
}

/** "Telefonisch zugesagt" for a supervisor of the pair. */
export function useConfirmSupervisorByPhone() {
  return useOfficeWrite(({ messeId, customerId, userId }: PairArgs & { userId: number }) =>
    call(pairOperations.confirmSupervisorByPhone, { params: { id: messeId, customerId, userId } }),
  );
}

/** The pair's meeting point, time and supervisor phone ('' clears one). */
export function useSetMeeting() {
  return useOfficeWrite(({ messeId, customerId, ...body }: PairArgs & MeetingInput) =>
    call(pairOperations.meeting, { params: { id: messeId, customerId }, body }),
  );
}
