import type { FastifyInstance } from 'fastify';
import {
  stundenerfassungOperations,
  stundenerfassungSignCalls,
} from '@domain/stundenerfassung/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { sweepExpiredKeys } from '@server/platform/idempotency/key-store';
import { schedulePeriodicJob } from '@server/platform/jobs/periodic-job';
import { runOutboxBatch } from './handlers/batch';
import { confirmSupervisorBooking, declineSupervisorBooking } from './handlers/booking';
import { customerSheetHandlers, listPairs, staffSheet } from './handlers/read';
import { saveTime } from './handlers/save-time';
import { signCustomerSheet, signStaffSheet } from './handlers/sign';
import { createSheetCache } from './sheet-cache';

/**
 * The time-tracking endpoints below /app/api/stundenerfassung
 * (docs/product/api.md, Time tracking), registered from the area's table
 * (domain/stundenerfassung/operations.ts). Every route needs the area
 * (the `timetracking` flag: 401 anonymous, 403 without it), decided before
 * the body is read; each route then checks the supervisor's assignment to
 * the pair (404 otherwise), the sign routes before they read their upload.
 * The sign calls take multipart or JSON, read only after that check.
 */
export async function stundenerfassungRoutes(app: FastifyInstance) {
  await app.register(
    operationRoutes(
      { ...stundenerfassungOperations, ...stundenerfassungSignCalls },
      {
        list: listPairs,
        // One cache per app: its bodies belong to this app's database.
        ...customerSheetHandlers(createSheetCache()),
        staffSheet,
        saveTime,
        batch: runOutboxBatch,
        signStaff: signStaffSheet,
        signCustomer: signCustomerSheet,
        confirmBooking: confirmSupervisorBooking,
        declineBooking: declineSupervisorBooking,
      },
    ),
  );

  // Expired Idempotency-Keys (30 days) are also dropped on sight; the sweep keeps the
  // table small. Once per period across all instances (ADR 0021).
  schedulePeriodicJob(app, {
    name: 'idempotency-key-sweep',
    periodMs: app.config.keySweepMs,
    run: async (db) => `${await sweepExpiredKeys(db)} expired keys deleted`,
  });
}
