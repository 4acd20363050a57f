import { Trans } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { useNavigate } from 'react-router-dom';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { PersonDaysTable } from '../components/person-days-table';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { ReopenedNotice } from '../components/reopened-notice';
import { SheetSignatures } from '../components/sheet-signatures';
import { StaffSignForm } from '../components/staff-sign-form';
import { useTimeTrackingLocationState } from '../hooks/use-flash';
import { usePersonData } from '../hooks/use-screen-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';
import { localSigningPlan } from '../lib/coverage';

/** timesheet/staff/:messe/:customer/:staff: one person's sheet, signed by them. */
export function StaffSheetPage() {
  const { messeId, customerId, staffId } = useTimeTrackingParams();
  if (messeId === null || customerId === null || staffId === null) return <NotOnDevice />;
  return <StaffSheet messeId={messeId} customerId={customerId} staffId={staffId} />;
}

type Ids = { messeId: number; customerId: number; staffId: number };

function StaffSheet(ids: Ids) {
  const { messeId, customerId, staffId } = ids;
  const locale = useLocale();
  const navigate = useNavigate();
  const back =
    useTimeTrackingLocationState().back ?? timeTrackingPaths.dateView(locale, messeId, customerId);
  const data = usePersonData(messeId, customerId, staffId);

  if (data === null) return <NotOnDevice />;
  if (!data) return <Loading />;
  const { pair, person } = data;
  const name = person.name;
  const times = data.rows.flatMap((row) => (row.entry ? [row.entry] : []));
  const plan = localSigningPlan(pair, [person], times, { kind: 'staff', staffId });

  return (
    <ScreenFrame
      back={back}
      title={<Trans>Stundenzettel von {name}</Trans>}
      subtitle={`${pair.messe.name} – ${pair.customer.name} · ${pair.messe.city}`}
    >
      <PersonDaysTable
        rows={data.rows}
        totalMinutes={data.totalMinutes}
        dayCell={(day) => formatDateWithWeekday(day, locale)}
      />
      <ReopenedNotice
        reopened={(pair.reopened ?? []).filter(
          (item) => item.kind === 'customer' || item.staff_id === staffId,
        )}
      />
      <SheetSignatures
        signed={person.signed}
        signatures={person.signatures ?? []}
        legacyImage={person.signature}
      />
      {person.signed ? null : (
        <StaffSignForm
          ids={ids}
          name={name}
          days={plan.kind === 'sign' ? plan.days : []}
          onSaved={() => navigate(back, { state: { flash: 'saved' } })}
        />
      )}
    </ScreenFrame>
  );
}
