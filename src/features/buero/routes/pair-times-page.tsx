import '../buero.css';
import { Trans } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateRange } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { useLocale } from '@src/ui/use-locale';
import { usePairApprovals } from '../api/approvals';
import { usePairReview } from '../api/timesheets';
import { PairApprovalSection } from '../components/pair-approval';
import { ReviewFilterTabs } from '../components/review-filter-tabs';
import { type RowDispute, ReviewPairSection } from '../components/review-pair';
import { PairTimeQueries } from '../components/time-queries';
import { readReviewFilter } from '../lib/review-labels';
import { bueroPaths } from '../paths';

/** /:locale/buero/messen/:id/kunden/:customerId/zeiten: one customer's timesheet for review. */
export function PairTimesPage() {
  const locale = useLocale();
  const params = useParams();
  const messeId = parseSerialId(params.id) ?? 0;
  const customerId = parseSerialId(params.customerId) ?? 0;
  const [search] = useSearchParams();
  const filter = readReviewFilter(search.get('filter'));
  const review = usePairReview(messeId, customerId, filter);
  // The same query as the approval section's: its open disputes are marked at their rows.
  const approvals = usePairApprovals(messeId, customerId);
  const disputes: RowDispute[] = (approvals.data?.requests ?? []).flatMap((request) =>
    request.disputes.filter((dispute) => dispute.resolution === null),
  );
  const back = (
    <p>
      <Link to={bueroPaths.fairTimes(locale, messeId)}>
        <Trans>← Zu allen Zeiten der Messe</Trans>
      </Link>
    </p>
  );
  if (review.isPending || review.isError) {
    return (
      <section className="buero-page">
        {back}
        {review.isPending ? (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        ) : (
          <p role="alert">
            <Trans>Dieser Stundenzettel konnte nicht geladen werden.</Trans>
          </p>
        )}
      </section>
    );
  }
  const { fair, pair } = review.data;
  const fairName = fair.name;
  const customerName = pair.customer.name;
  return (
    <section className="buero-page" aria-labelledby="pair-times-title">
      {back}
      <div>
        <h1 id="pair-times-title" tabIndex={-1}>
          <Trans>
            Zeiten: {customerName} auf {fairName}
          </Trans>
        </h1>
        <p className="buero-muted">{formatDateRange(fair.start, fair.end, locale)}</p>
      </div>
      <p>
        <Link to={bueroPaths.pair(locale, messeId, customerId)}>
          <Trans>Einsatz planen</Trans>
        </Link>
      </p>
      <PairTimeQueries messeId={messeId} customerId={customerId} />
      <ReviewFilterTabs
        current={filter}
        to={(next) => bueroPaths.pairTimes(locale, messeId, customerId, next)}
      />
      <ReviewPairSection
        messeId={messeId}
        pair={pair}
        headingLevel={2}
        linkToPair={false}
        disputes={disputes}
      />
      <PairApprovalSection messeId={messeId} customerId={customerId} />
    </section>
  );
}
