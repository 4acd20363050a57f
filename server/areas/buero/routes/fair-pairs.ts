import { pairOperations } from '@domain/buero/operations/pairs';
import {
  addStaffHandler,
  checkStaffHandler,
  addSupervisorsHandler,
  removeStaffHandler,
  removeSupervisorsHandler,
} from '../handlers/pairs/bulk';
import {
  attachCustomerHandler,
  detachCustomerHandler,
  pairAssignmentsHandler,
} from '../handlers/pairs/pairs';
import {
  confirmByPhoneHandler,
  confirmSupervisorByPhoneHandler,
  meetingHandler,
} from '../handlers/pairs/bookings';
import { proposalsHandler } from '../handlers/pairs/proposals';
import { officeOperationRoutes } from '../office-operations';

/** A customer at a fair and who works there (docs/product/fairs.md), from the pairs' table. */
export const fairPairRoutes = officeOperationRoutes(pairOperations, {
  attach: attachCustomerHandler,
  detach: detachCustomerHandler,
  assignments: pairAssignmentsHandler,
  proposals: proposalsHandler,
  checkStaff: checkStaffHandler,
  addStaff: addStaffHandler,
  removeStaff: removeStaffHandler,
  addSupervisors: addSupervisorsHandler,
  removeSupervisors: removeSupervisorsHandler,
  meeting: meetingHandler,
  confirmByPhone: confirmByPhoneHandler,
  confirmSupervisorByPhone: confirmSupervisorByPhoneHandler,
});
