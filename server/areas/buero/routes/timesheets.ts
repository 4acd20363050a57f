import { timesheetOperations } from '@domain/buero/operations/timesheets';
import {
  fairReviewHandler,
  pairReviewHandler,
  supersedeHandler,
} from '../handlers/timesheets/review';
import { officeOperationRoutes } from '../office-operations';

/** The office's timesheet review (docs/product/timesheet-review.md), from its table. */
export const timesheetRoutes = officeOperationRoutes(timesheetOperations, {
  fairReview: fairReviewHandler,
  pairReview: pairReviewHandler,
  supersede: supersedeHandler,
});
