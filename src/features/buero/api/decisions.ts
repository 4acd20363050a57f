import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  bueroDecisionApiPaths,
  type DecisionResult,
  decisionResultSchema,
  type RejectApplicationInput,
} from '@domain/buero/decision-contract';
import { api } from '@src/api/client';

/** After a decision the detail, its history and the list show the new status. */
function useDecision<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput): Promise<DecisionResult> =>
      v.parse(decisionResultSchema, await call(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['buero'] }),
  });
}

/** POST …/annehmen: staff account and invitation mail. */
export function useAcceptApplication(id: number) {
  return useDecision((_: void) => api.post(bueroDecisionApiPaths.accept(id), { json: {} }));
}

/** POST …/ablehnen with an optional reason and mail. */
export function useRejectApplication(id: number) {
  return useDecision((input: RejectApplicationInput) =>
    api.post(bueroDecisionApiPaths.reject(id), { json: input }),
  );
}

/** POST …/einladung: a new link, the old one stops working. */
export function useResendInvitation(id: number) {
  return useDecision((_: void) =>
    api.post(bueroDecisionApiPaths.resendInvitation(id), { json: {} }),
  );
}
