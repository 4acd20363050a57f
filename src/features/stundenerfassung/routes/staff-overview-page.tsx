import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { Link } from 'react-router-dom';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { PersonDaysTable } from '../components/person-days-table';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { useHere } from '../hooks/use-flash';
import { usePersonData } from '../hooks/use-screen-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';

/** :messe/:customer/staff/:staff: one person, one row per fair day. */
export function StaffOverviewPage() {
  const { messeId, customerId, staffId } = useTimeTrackingParams();
  if (messeId === null || customerId === null || staffId === null) return <NotOnDevice />;
  return <StaffOverview messeId={messeId} customerId={customerId} staffId={staffId} />;
}

type Ids = { messeId: number; customerId: number; staffId: number };

function StaffOverview({ messeId, customerId, staffId }: Ids) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = useHere();
  const data = usePersonData(messeId, customerId, staffId);

  if (data === null) return <NotOnDevice />;
  if (!data) return <Loading />;
  const { pair, person } = data;

  return (
    <ScreenFrame
      back={timeTrackingPaths.dateView(locale, messeId, customerId)}
      title={person.name}
      subtitle={`${pair.messe.name} – ${pair.customer.name}`}
    >
      <PersonDaysTable
        rows={data.rows}
        totalMinutes={data.totalMinutes}
        dayCell={(day) => {
          const label = formatDateWithWeekday(day, locale);
          return (
            <Link
              to={timeTrackingPaths.timeForm(locale, messeId, customerId, staffId, day)}
              aria-label={t`${label} bearbeiten`}
            >
              {label}
            </Link>
          );
        }}
      />
      <div className="tt-actions">
        {person.signed ? (
          <span className="tt-signed">
            <Trans>Stundenzettel unterschrieben</Trans>
          </span>
        ) : (
          <Link
            className="button button--primary"
            to={timeTrackingPaths.staffSheet(locale, messeId, customerId, staffId)}
            state={{ back: here }}
          >
            <Trans>Stundenzettel</Trans>
          </Link>
        )}
      </div>
    </ScreenFrame>
  );
}
