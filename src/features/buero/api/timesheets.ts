import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  bueroTimesheetsApiPaths as paths,
  type FairReview,
  fairReviewSchema,
  type PairReview,
  pairReviewSchema,
  type ReviewFilter,
  type SupersededSignature,
  supersededSignatureSchema,
} from '@domain/buero/timesheets-contract';
import { api } from '@src/api/client';

/*
 * The office's timesheet review (docs/product/timesheet-review.md) through TanStack Query. Reopening a
 * signature invalidates every review and the fair data (the pair's state changed).
 */

const ROOT = ['buero', 'zeiten'] as const;

export function useFairReview(messeId: number, filter: ReviewFilter | '') {
  return useQuery({
    queryKey: [...ROOT, 'fair', messeId, filter],
    queryFn: async ({ signal }): Promise<FairReview> =>
      v.parse(
        fairReviewSchema,
        await api.get(paths.fairTimes(messeId, filter), { signal }),
      ) as FairReview,
    placeholderData: keepPreviousData,
  });
}

export function usePairReview(messeId: number, customerId: number, filter: ReviewFilter | '') {
  return useQuery({
    queryKey: [...ROOT, 'pair', messeId, customerId, filter],
    queryFn: async ({ signal }): Promise<PairReview> =>
      v.parse(
        pairReviewSchema,
        await api.get(paths.pairTimes(messeId, customerId, filter), { signal }),
      ) as PairReview,
    placeholderData: keepPreviousData,
  });
}

export async function supersedeSignature(
  signatureId: number,
  reason: string,
): Promise<SupersededSignature> {
  return v.parse(
    supersededSignatureSchema,
    await api.post(paths.signatureSupersede(signatureId), { json: { reason } }),
  );
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
