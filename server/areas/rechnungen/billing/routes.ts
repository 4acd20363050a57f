import { billingOperations } from '@domain/rechnungen/billing-operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import {
  customerBillingHandler,
  pairRateHandler,
  setCustomerBillingHandler,
  setPairRateHandler,
} from './handlers';

/**
 * What is billed (issue 26): the customers' billing data and the pairs'
 * rates, from their table; the operations' access (the office area) is
 * checked on arrival, as for the office's approvals (server/areas/freigabe/routes.ts).
 */
export const billingRoutes = operationRoutes(billingOperations, {
  customerBilling: customerBillingHandler,
  setCustomerBilling: setCustomerBillingHandler,
  pairRate: pairRateHandler,
  setPairRate: setPairRateHandler,
});
