import { customerOperations, fairOperations } from '@domain/buero/operations/fairs';
import {
  archiveCustomerHandler,
  createCustomerHandler,
  listCustomersHandler,
  updateCustomerHandler,
} from '../handlers/fairs/customers';
import {
  archiveFairHandler,
  createFairHandler,
  fairDetailHandler,
  listFairsHandler,
  updateFairHandler,
} from '../handlers/fairs/fairs';
import { officeOperationRoutes } from '../office-operations';

/** The office's fairs and customers (docs/product/fairs.md), from their tables. */
export const fairRoutes = officeOperationRoutes(fairOperations, {
  list: listFairsHandler,
  create: createFairHandler,
  detail: fairDetailHandler,
  update: updateFairHandler,
  archive: archiveFairHandler,
});

export const customerRoutes = officeOperationRoutes(customerOperations, {
  list: listCustomersHandler,
  create: createCustomerHandler,
  update: updateCustomerHandler,
  archive: archiveCustomerHandler,
});
