import { timeQueryOperations } from '@domain/buero/operations/time-queries';
import { timesheetOperations } from '@domain/buero/operations/timesheets';
import type { FastifyInstance } from 'fastify';
import {
  fairReviewHandler,
  pairReviewHandler,
  supersedeHandler,
} from '../handlers/timesheets/review';
import { openQueriesHandler, resolveQueryHandler } from '../handlers/timesheets/time-queries';
import { officeOperationRoutes } from '../office-operations';

/**
 * The office's timesheet review (docs/product/timesheet-review.md) and the
 * staff's questions about their times, from their tables.
 */
export async function timesheetRoutes(app: FastifyInstance) {
  await app.register(
    officeOperationRoutes(timesheetOperations, {
      fairReview: fairReviewHandler,
      pairReview: pairReviewHandler,
      supersede: supersedeHandler,
    }),
  );
  await app.register(
    officeOperationRoutes(timeQueryOperations, {
      openQueries: openQueriesHandler,
      resolve: resolveQueryHandler,
    }),
  );
}
