/*
 * The office area's one way to change data (ADR 0022): every office action
 * runs through runOfficeAction, which owns the transaction and writes the
 * audit entry in it. Routes reach it only through this file.
 */
export { type OfficeActor, officeActor } from './actor';
export { runOfficeAction, type OfficeAction } from './office-action';
export { recordApplicantViewed } from './applicant-viewed';
export {
  createOfficeUser,
  type CreateOfficeUserResult,
  officeUserSchema,
  type OfficeUserInput,
  splitName,
} from './create-office-user';
export { acceptApplication, rejectApplication, resendInvitation } from './application-decisions';
export type { InvitationMailer } from './invitation';
export { recordStaffRead, type StaffRead } from './staff-read';
export {
  markDocumentChecked,
  setStaffActive,
  setStaffFlags,
  type StaffChange,
} from './staff-changes';
export { erasePerson, type EraseOutcome, NULLED_COLUMNS, pseudonymOf } from './erase-person';
export { recordPersonExported } from './person-exported';
export { recordTimesheetPdfExported, type TimesheetExport } from './timesheet-pdf-exported';
export { issueInvitationToken } from './office-invitation';
export {
  createCustomer,
  createFair,
  type FairValues,
  setCustomerArchived,
  setFairArchived,
  updateCustomer,
  updateFair,
} from './fairs';
export {
  addStaff,
  addSupervisors,
  attachCustomer,
  detachCustomer,
  removeStaff,
  removeSupervisors,
} from './assignments';
export { type BookingMailer, confirmByPhone, type MeetingValues, setPairMeeting } from './bookings';
export { type BulkBookingMailer } from './booking-mail-bulk';
export { type ReminderRun, sendBookingReminders } from './booking-reminders';
export { fieldRefusal, OfficeRefusal } from './refusal';
export { confirmSupervisorByPhone } from './supervisor-bookings';
export { supersedeSignature } from './supersede-signature';
export { type PayrollExportRecord, recordPayrollExported, setPersonnelNumber } from './payroll';
export { resolveTimeQuery } from './time-queries';
export {
  createContact,
  setContactArchived,
  setCustomerSettings,
  setPairContacts,
  updateContact,
} from './contacts';
export {
  addLecturePeriod,
  type LawWriteOutcome,
  recordWage,
  removeLecturePeriod,
  removeWage,
  setEmploymentStatus,
} from './employment-law';
export {
  addDeclaration,
  correctDeclaration,
  removeDeclaration,
} from './employment-law-declarations';
