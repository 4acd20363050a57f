import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type BulkResult,
  bulkResultSchema,
  bueroMessenApiPaths as paths,
  type Customer,
  type CustomerInput,
  type CustomerList,
  customerListSchema,
  customerSchema,
  type Fair,
  type FairDetail,
  fairDetailSchema,
  type FairInput,
  type FairList,
  fairListSchema,
  fairSchema,
  type PairAssignments,
  pairAssignmentsSchema,
  type ProposalList,
  proposalListSchema,
  type ProposalsQuery,
} from '@domain/buero/messen-contract';
import { api } from '@src/api/client';

/*
 * The office's fairs, customers and assignments (docs/product/fairs.md) through TanStack
 * Query. Every write invalidates the office's fair data ('buero', 'messen'),
 * so the lists and the pair screens show the new state.
 */

const ROOT = ['buero', 'messen'] as const;

export function useFairPages(archived: boolean, q: string) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'fairs', archived, q],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<FairList> =>
      v.parse(
        fairListSchema,
        await api.get(paths.fairs({ archived, q, cursor: pageParam }), { signal }),
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useCustomerPages(archived: boolean, q: string) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'customers', archived, q],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<CustomerList> =>
      v.parse(
        customerListSchema,
        await api.get(paths.customers({ archived, q, cursor: pageParam }), { signal }),
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One fair with its customers; `enabled` false waits (a picker before its fair is chosen). */
export function useFairDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, 'fair', id],
    queryFn: async (): Promise<FairDetail> =>
      v.parse(fairDetailSchema, await api.get(paths.fair(id))),
    enabled,
  });
}

export function usePairAssignments(messeId: number, customerId: number) {
  return useQuery({
    queryKey: [...ROOT, 'pair', messeId, customerId],
    queryFn: async (): Promise<PairAssignments> =>
      v.parse(pairAssignmentsSchema, await api.get(paths.pair(messeId, customerId))),
  });
}

export function useProposals(messeId: number, customerId: number, query: ProposalsQuery) {
  return useInfiniteQuery({
    queryKey: [...ROOT, 'proposals', messeId, customerId, query],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<ProposalList> =>
      v.parse(
        proposalListSchema,
        await api.get(paths.pairProposals(messeId, customerId, { ...query, cursor: pageParam }), {
          signal,
        }),
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
  create: async (input: FairInput): Promise<Fair> =>
    v.parse(fairSchema, await api.post(paths.fairs(), { json: input })),
  update: async (id: number, input: FairInput): Promise<Fair> =>
    v.parse(fairSchema, await api.write('PATCH', paths.fair(id), { json: input })),
  createCustomer: async (input: CustomerInput): Promise<Customer> =>
    v.parse(customerSchema, await api.post(paths.customers(), { json: input })),
  updateCustomer: async (id: number, input: CustomerInput): Promise<Customer> =>
    v.parse(customerSchema, await api.write('PATCH', paths.customer(id), { json: input })),
};

export function useArchiveFair() {
  return useOfficeWrite(async ({ id, archived }: { id: number; archived: boolean }) =>
    v.parse(fairSchema, await api.write('PUT', paths.fairArchive(id), { json: { archived } })),
  );
}

export function useArchiveCustomer() {
  return useOfficeWrite(async ({ id, archived }: { id: number; archived: boolean }) =>
    v.parse(
      customerSchema,
      await api.write('PUT', paths.customerArchive(id), { json: { archived } }),
    ),
  );
}

type PairArgs = { messeId: number; customerId: number };

export function useAttachCustomer() {
  return useOfficeWrite(async ({ messeId, customerId }: PairArgs) => {
    await api.write('PUT', paths.pair(messeId, customerId));
  });
}

export function useDetachCustomer() {
  return useOfficeWrite(async ({ messeId, customerId }: PairArgs) => {
    await api.write('DELETE', paths.pair(messeId, customerId));
  });
}

type BulkArgs = PairArgs & { ids: number[] };

export function useStaffChange(action: 'add' | 'remove') {
  return useOfficeWrite(async ({ messeId, customerId, ids }: BulkArgs): Promise<BulkResult> =>
    v.parse(
      bulkResultSchema,
      await api.post(
        action === 'add'
          ? paths.pairStaffAdd(messeId, customerId)
          : paths.pairStaffRemove(messeId, customerId),
        { json: { bewerber_ids: ids } },
      ),
    ),
  );
}

export function useSupervisorChange(action: 'add' | 'remove') {
  return useOfficeWrite(async ({ messeId, customerId, ids }: BulkArgs): Promise<BulkResult> =>
    v.parse(
      bulkResultSchema,
      await api.post(
        action === 'add'
          ? paths.pairSupervisorsAdd(messeId, customerId)
          : paths.pairSupervisorsRemove(messeId, customerId),
        { json: { user_ids: ids } },
      ),
    ),
  );
}

/** After a create or an edit: refresh every fair query. */
export function useRefreshFairs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}
