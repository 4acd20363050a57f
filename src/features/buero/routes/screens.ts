/** Every office screen in one chunk (the office works through them all). */
export { ApplicantDetailPage } from './applicant-detail-page';
export { ApplicantsPage } from './applicants-page';
export { CustomersPage } from './customers-page';
export { FairDetailPage } from './fair-detail-page';
export { FairsPage } from './fairs-page';
export { OfficeLayout } from './office-layout';
export { PairPage } from './pair-page';
