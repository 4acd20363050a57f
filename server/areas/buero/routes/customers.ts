import type { FastifyInstance } from 'fastify';
import {
  archiveInputSchema,
  BUERO_MESSEN_API_PATTERNS as P,
  type CustomerList,
  customerInputSchema,
  officeListQuerySchema,
} from '@domain/buero/messen-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { findCustomer, listCustomers } from '../messen/fair-reads';
import { decodeCustomerCursor } from '../messen/list-cursor';
import { notFound, parseOffice } from '../messen/route-helpers';
import { readIdParam } from '../params';
import { createCustomer, officeActor, setCustomerArchived, updateCustomer } from '../writes';

/** The office's customers: list, create, rename, archive (docs/product/fairs.md). */
export async function customerRoutes(app: FastifyInstance) {
  app.get(P.customers, async (request): Promise<CustomerList> => {
    const params = parseOffice(officeListQuerySchema, request.query, request);
    const cursor = params.cursor ? decodeCustomerCursor(params.cursor) : null;
    if (params.cursor && !cursor) {
      throw new HttpError(422, 'validation_failed', {
        cursor: [validationMessage('invalid', requestLocale(request))],
      });
    }
    return listCustomers(app.db, params, cursor);
  });

  app.post(P.customers, async (request, reply) => {
    const values = parseOffice(customerInputSchema, request.body, request);
    const id = await createCustomer(app.db, officeActor(request), values);
    return reply.code(201).send(await findCustomer(app.db, id));
  });

  app.patch(P.customer, async (request) => {
    const id = readIdParam(request);
    const values = parseOffice(customerInputSchema, request.body, request);
    if (!(await updateCustomer(app.db, officeActor(request), id, values))) notFound();
    return findCustomer(app.db, id);
  });

  app.put(P.customerArchive, async (request) => {
    const id = readIdParam(request);
    const { archived } = parseOffice(archiveInputSchema, request.body, request);
    if (!(await setCustomerArchived(app.db, officeActor(request), id, archived))) notFound();
    return findCustomer(app.db, id);
  });
}
