/**
 * Every time-tracking screen in one chunk: the supervisor works through them
 * all (and offline precaches them anyway), and a chunk per screen left their
 * shared modules small enough for the bundler to fold them into the date
 * library's chunk, which the application form loads (bench: /de/bewerbung).
 */
export { CustomerSheetPage } from './customer-sheet-page';
export { DateViewPage } from './date-view-page';
export { DayPage } from './day-page';
export { PairListPage } from './pair-list-page';
export { StaffOverviewPage } from './staff-overview-page';
export { StaffSheetPage } from './staff-sheet-page';
export { TimeFormPage } from './time-form-page';
// The unsent panel's words for an entry: it needs the screens' time formatting (ADR 0013).
export { describeTimeTrackingEntries } from '../data/describe-entries';
