import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { ComingSoon } from '../../../ui/coming-soon';

/** The shell of the time-tracking area; its child screens render inside. */
export function StundenerfassungShell() {
  return <Outlet />;
}

/** (empty path): fairs and customers. */
export function OverviewPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Stundenerfassung`} />;
}

/** :messe/:customer and :messe/:customer/date/:date: a day's staff. */
export function DateViewPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Stundenerfassung – Tagesansicht`} />;
}

/** :messe/:customer/staff/:staff: one person's days. */
export function StaffViewPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Stundenerfassung – Personenübersicht`} />;
}

/** :messe/:customer/:staff/:date: the time entry form. */
export function TimeEntryPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Arbeitszeit erfassen`} />;
}

/** timesheet/customer/... and timesheet/staff/...: signing. */
export function TimesheetPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Stundenzettel`} />;
}
