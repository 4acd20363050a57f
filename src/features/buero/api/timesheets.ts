import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FairReview, PairReview, ReviewFilter } from '@domain/buero/timesheets-contract';
import { timesheetOperations } from '@domain/buero/operations/timesheets';
import { call } from '@src/api/call';

/*
 * The office's timesheet review (docs/product/timesheet-review.md) through TanStack Query. Reopening a
 * signature invalidates every review and the fair data (the pair's state changed).
 */

const ROOT = ['buero', 'zeiten'] as const;

export function useFairReview(messeId: number, filter: ReviewFilter | '') {
  return useQuery({
    queryKey: [...ROOT, 'fair', messeId, filter],
    queryFn: async ({ signal }): Promise<FairReview> =>
      call(
        timesheetOperations.fairReview,
        { params: { id: messeId }, query: { filter: filter || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePairReview(messeId: number, customerId: number, filter: ReviewFilter | '') {
  return useQuery({
    queryKey: [...ROOT, 'pair', messeId, customerId, filter],
    queryFn: async ({ signal }): Promise<PairReview> =>
      call(
        timesheetOperations.pairReview,
        { params: { id: messeId, customerId }, query: { filter: filter || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function supersedeSignature(signatureId: number, reason: string) {
  return call(timesheetOperations.supersede, { params: { signatureId }, body: { reason } });
}

/** Call after a reopening: the reviews and the fair screens read fresh data. */
export function useRefreshReviews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROOT }),
      client.invalidateQueries({ queryKey: ['buero', 'messen'] }),
    ]);
}
