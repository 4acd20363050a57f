/*
 * The one way to change the time-tracking area's data (times, signatures and
 * the supervisor's answer to a booking).
 * Routes parse, authorize (../access.ts), build the actor and a command, and
 * hand the returned write to the idempotency runner; runSheetWrite owns the
 * locks, the revision bump and the audit entry of every write.
 */
export { type WriteActor, writeActor, type WriteMail, writeMail } from './actor';
export { type SheetWrite } from './sheet-write';
export {
  type CustomerSignatureCommand,
  signCustomerSheet,
  signStaffSheet,
  type StaffSignatureCommand,
} from './signatures';
export { saveTime, type TimeCommand } from './time';
export { type BatchWriteScope, createBatchWriteScope } from './batch-scope';
export { answerSupervisorBooking } from './booking';
