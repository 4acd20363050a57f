import { eq } from 'drizzle-orm';
import type { CustomerBillingAnswer, PairRateAnswer } from '@domain/rechnungen/billing-contract';
import { billingOperations } from '@domain/rechnungen/billing-operations';
import { customerNumber } from '@domain/rechnungen/customer-number';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { customers } from '@server/platform/db/schema/messen';
import { readCustomerBilling, readPairRate } from '@server/records/billing-office';
import { type PairIds, readPair, readPairPeople } from '@server/records/fair';
import type { Reader } from '@server/records/reader';
import type { FastifyRequest } from 'fastify';
import { type OfficeActor, setCustomerBilling, setPairRate } from './writes';

/* What is billed (issue 26): the handlers of billingOperations. */
const {
  customerBilling,
  setCustomerBilling: setBilling,
  pairRate,
  setPairRate: setRate,
} = billingOperations;

const actorOf = (request: FastifyRequest): OfficeActor => ({
  userId: requireUser(request).id,
  ip: request.ip,
});

async function customerAnswer(
  db: Reader,
  customerId: number,
): Promise<CustomerBillingAnswer | null> {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  return {
    customer,
    customer_number: customerNumber(customer.id),
    billing: await readCustomerBilling(db, customerId),
  };
}

async function pairAnswer(db: Reader, pair: PairIds): Promise<PairRateAnswer | null> {
  if (!(await readPair(db, pair))) return null;
  const people = await readPairPeople(db, pair);
  return {
    messe_id: pair.messeId,
    customer_id: pair.customerId,
    rate: await readPairRate(db, pair),
    people: people.map((person) => ({ staff_id: person.id, name: person.name })),
  };
}

const pairOf = (params: { id: number; customerId: number }): PairIds => ({
  messeId: params.id,
  customerId: params.customerId,
});

export const customerBillingHandler: OperationHandler<typeof customerBilling> = async ({
  app,
  params,
}) => {
  const answer = await customerAnswer(app.db, params.id);
  if (!answer) throw refuse(customerBilling, 'not_found');
  return answer;
};

export const setCustomerBillingHandler: OperationHandler<typeof setBilling> = async ({
  app,
  request,
  params,
  body,
}) => {
  await setCustomerBilling(app.db, actorOf(request), params.id, body);
  const answer = await customerAnswer(app.db, params.id);
  if (!answer) throw refuse(setBilling, 'not_found');
  return answer;
};

export const pairRateHandler: OperationHandler<typeof pairRate> = async ({ app, params }) => {
  const answer = await pairAnswer(app.db, pairOf(params));
  if (!answer) throw refuse(pairRate, 'not_found');
  return answer;
};

export const setPairRateHandler: OperationHandler<typeof setRate> = async ({
  app,
  request,
  params,
  body,
}) => {
  const pair = pairOf(params);
  await setPairRate(app.db, actorOf(request), pair, body);
  const answer = await pairAnswer(app.db, pair);
  if (!answer) throw refuse(setRate, 'not_found');
  return answer;
};
