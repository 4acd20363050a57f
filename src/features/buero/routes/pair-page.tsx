import '../buero.css';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { formatDateRange } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { useLocale } from '@src/ui/use-locale';
import { usePairAssignments } from '../api/messen';
import { PairContacts } from '../components/pair-contacts';
import { PairMeeting } from '../components/pair-meeting';
import { PairProposals } from '../components/pair-proposals';
import { PairRate } from '../components/pair-rate';
import { PairStaff } from '../components/pair-staff';
import { PairSupervisors } from '../components/pair-supervisors';
import { targetSearch } from '../lib/invoice-target';
import { bueroPaths } from '../paths';

/** /:locale/buero/messen/:id/kunden/:customerId: who works for a customer at a fair. */
export function PairPage() {
  const locale = useLocale();
  const params = useParams();
  const messeId = parseSerialId(params.id) ?? 0;
  const customerId = parseSerialId(params.customerId) ?? 0;
  const pair = usePairAssignments(messeId, customerId);
  const back = (
    <p>
      <Link to={bueroPaths.fair(locale, messeId)}>
        <Trans>← Zur Messe</Trans>
      </Link>
    </p>
  );
  if (pair.isPending || pair.isError) {
    return (
      <section className="buero-page">
        {back}
        {pair.isPending ? (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        ) : (
          <p role="alert">
            <Trans>Dieser Einsatz konnte nicht geladen werden.</Trans>
          </p>
        )}
      </section>
    );
  }
  const { fair, customer } = pair.data;
  const fairName = fair.name;
  const customerName = customer.name;
  const range = formatDateRange(fair.date_start, fair.date_end, locale);
  return (
    <section className="buero-page" aria-labelledby="pair-title">
      {back}
      <div>
        <h1 id="pair-title" tabIndex={-1}>
          <Trans>
            {customerName} auf {fairName}
          </Trans>
        </h1>
        <p className="buero-muted">
          {fair.city}, {range}
        </p>
      </div>
      <p>
        <Link to={bueroPaths.pairTimes(locale, messeId, customerId)}>
          <Trans>Zeiten und Unterschriften prüfen</Trans>
        </Link>
        {' · '}
        <Link
          to={bueroPaths.newInvoice(
            locale,
            targetSearch({ scope: 'pair', messe_id: messeId, customer_id: customerId }),
          )}
        >
          <Trans>Rechnung erstellen</Trans>
        </Link>
      </p>
      <PairMeeting key={`${String(messeId)}-${String(customerId)}`} data={pair.data} />
      <PairContacts key={`contacts-${String(messeId)}-${String(customerId)}`} data={pair.data} />
      <PairRate
        key={`rate-${String(messeId)}-${String(customerId)}`}
        {...{ messeId, customerId }}
      />
      <PairSupervisors data={pair.data} />
      <PairStaff data={pair.data} />
      <PairProposals data={pair.data} />
    </section>
  );
}
