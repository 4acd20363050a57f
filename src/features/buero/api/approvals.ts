import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequestBody, DisputeResolutionBody } from '@domain/freigabe/office';
import { freigabeOfficeOperations } from '@domain/freigabe/operations';
import { call } from '@src/api/call';

/*
 * A pair's approvals by link (issue 25) through TanStack Query. Every write
 * changes which days count as signed or disputed, so it reads the pair's
 * approvals and every review again (the review's rows and signatures).
 */

const ROOT = ['buero', 'freigaben'] as const;
const REVIEWS = ['buero', 'zeiten'] as const;

export function usePairApprovals(messeId: number, customerId: number) {
  return useQuery({
    queryKey: [...ROOT, messeId, customerId],
    queryFn: ({ signal }) =>
      call(freigabeOfficeOperations.list, { params: { id: messeId, customerId } }, { signal }),
  });
}

function useRefreshPair(messeId: number, customerId: number) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: [...ROOT, messeId, customerId] }),
      client.invalidateQueries({ queryKey: REVIEWS }),
    ]);
  };
}

export function useApprovalWrites(messeId: number, customerId: number) {
  const refresh = useRefreshPair(messeId, customerId);
  const request = (body: ApprovalRequestBody) =>
    call(freigabeOfficeOperations.request, { params: { id: messeId, customerId }, body });
  const resolve = (disputeId: number, body: DisputeResolutionBody) =>
    call(freigabeOfficeOperations.resolveDispute, { params: { disputeId }, body });
  return { request, resolve, refresh };
}

export function useWithdrawApproval(messeId: number, customerId: number) {
  const refresh = useRefreshPair(messeId, customerId);
  return useMutation({
    mutationFn: (requestId: number) =>
      call(freigabeOfficeOperations.withdraw, { params: { requestId } }),
    onSettled: refresh,
  });
}
