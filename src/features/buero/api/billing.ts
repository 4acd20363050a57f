import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerBillingInput, PairRateInput } from '@domain/rechnungen/billing-contract';
import { billingOperations } from '@domain/rechnungen/billing-operations';
import { call } from '@src/api/call';

/*
 * What is billed (issue 26): a customer's billing data and a pair's rate.
 * Under their own key; a write refreshes both (the invoice screens read them too).
 */

export const BILLING_ROOT = ['buero', 'billing'] as const;

export function useCustomerBilling(customerId: number) {
  return useQuery({
    queryKey: [...BILLING_ROOT, 'customer', customerId],
    queryFn: () => call(billingOperations.customerBilling, { params: { id: customerId } }),
  });
}

export function usePairRate(messeId: number, customerId: number) {
  return useQuery({
    queryKey: [...BILLING_ROOT, 'pair', messeId, customerId],
    queryFn: () => call(billingOperations.pairRate, { params: { id: messeId, customerId } }),
  });
}

export const billingWrites = {
  customer: (customerId: number, body: CustomerBillingInput) =>
    call(billingOperations.setCustomerBilling, { params: { id: customerId }, body }),
  pair: (messeId: number, customerId: number, body: PairRateInput) =>
    call(billingOperations.setPairRate, { params: { id: messeId, customerId }, body }),
};

/** After a write: refresh what is billed (and what the invoice screens derive from it). */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: BILLING_ROOT });
}
