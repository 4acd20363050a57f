import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionResult, RejectApplicationInput } from '@domain/buero/decision-contract';
import { applicantOperations } from '@domain/buero/operations/applicants';
import { call } from '@src/api/call';

/** After a decision the detail, its history and the list show the new status. */
function useDecision<TInput>(decide: (input: TInput) => Promise<DecisionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['buero'] }),
  });
}

/** POST …/annehmen: staff account and invitation mail. */
export function useAcceptApplication(id: number) {
  return useDecision((_: void) => call(applicantOperations.accept, { params: { id } }));
}

/** POST …/ablehnen with an optional reason and mail. */
export function useRejectApplication(id: number) {
  return useDecision((input: RejectApplicationInput) =>
    call(applicantOperations.reject, { params: { id }, body: input }),
  );
}

/** POST …/einladung: a new link, the old one stops working. */
export function useResendInvitation(id: number) {
  return useDecision((_: void) => call(applicantOperations.resendInvitation, { params: { id } }));
}
