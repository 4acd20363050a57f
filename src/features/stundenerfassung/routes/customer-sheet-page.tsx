import { Trans } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { useNavigate } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { CustomerSignForm } from '../components/customer-sign-form';
import { Hours } from '../components/hours';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { ReopenedNotice } from '../components/reopened-notice';
import { SheetSignatures } from '../components/sheet-signatures';
import { TimesTable } from '../components/times-table';
import { useTimeTrackingLocationState } from '../hooks/use-flash';
import { usePair, usePairStaff, usePairTimes } from '../hooks/use-time-tracking-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';
import { localSigningPlan, withSignedState } from '../lib/coverage';
import { dayProgress } from '../lib/day-progress';
import { customerDayRows, type CustomerDayRow } from '../lib/sheet-rows';

/** timesheet/customer/:messe/:customer: the customer's sheet, signed with a name. */
export function CustomerSheetPage() {
  const { messeId, customerId } = useTimeTrackingParams();
  if (messeId === null || customerId === null) return <NotOnDevice />;
  return <CustomerSheet messeId={messeId} customerId={customerId} />;
}

function CustomerSheet({ messeId, customerId }: { messeId: number; customerId: number }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const back = useTimeTrackingLocationState().back ?? paths.stundenerfassung.list(locale);
  const stored = usePair(messeId, customerId);
  const times = usePairTimes(messeId, customerId);
  const staff = usePairStaff(messeId, customerId);

  if (stored === null) return <NotOnDevice />;
  if (!stored || !times || !staff) return <Loading />;

  const { pair } = withSignedState(stored, [], times);
  const plan = localSigningPlan(pair, [], times, { kind: 'customer' });
  const { messe, customer } = pair;
  const customerName = customer.name;
  const { rows, totalMinutes } = customerDayRows(times, messe.date_start, messe.date_end);

  return (
    <ScreenFrame
      back={back}
      title={<Trans>Stundenzettel</Trans>}
      subtitle={`${messe.name} – ${customerName} · ${messe.city}`}
    >
      <TimesTable<CustomerDayRow>
        caption={<Trans>Stunden pro Messetag für {customerName}</Trans>}
        rowHeading={<Trans>Tag</Trans>}
        rows={rows}
        rowKey={(row) => row.day}
        rowHeader={({ day }) => formatDateWithWeekday(day, locale)}
        columns={[
          { heading: <Trans>Personal</Trans>, numeric: true, cell: (row) => row.people },
          {
            heading: <Trans>Stunden</Trans>,
            numeric: true,
            cell: (row) => <Hours minutes={row.minutes} />,
          },
        ]}
        totalMinutes={totalMinutes}
      />
      <ReopenedNotice reopened={pair.reopened ?? []} />
      <SheetSignatures
        signed={customer.pivot.signed}
        signatures={pair.signatures ?? []}
        legacyImage={pair.signature}
        legacySigner={customer.pivot.signed_by}
      />
      {customer.pivot.signed ? null : (
        <CustomerSignForm
          messeId={messeId}
          customerId={customerId}
          days={plan.kind === 'sign' ? plan.days : []}
          progress={dayProgress(staff, times)}
          approverName={stored.approver_name}
          onSaved={() => navigate(back, { state: { flash: 'saved' } })}
        />
      )}
    </ScreenFrame>
  );
}
