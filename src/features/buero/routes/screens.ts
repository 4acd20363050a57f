/** Every office screen in one chunk (the office works through them all). */
export { ApplicantDetailPage } from './applicant-detail-page';
export { ApplicantsPage } from './applicants-page';
export { BueroLayout } from './buero-layout';
export { StaffDetailPage } from './staff-detail-page';
export { StaffPage } from './staff-page';
export { MesseAuditPage } from './messe-audit-page';
export { OfficeUsersPage } from './office-users-page';
export { PersonAuditPage } from './person-audit-page';
export { CustomersPage } from './customers-page';
export { FairDetailPage } from './fair-detail-page';
export { FairsPage } from './fairs-page';
export { PairPage } from './pair-page';
export { FairTimesPage } from './fair-times-page';
export { PairTimesPage } from './pair-times-page';
export { PayrollPage } from './payroll-page';
export { MonthClosePage } from './month-close-page';
