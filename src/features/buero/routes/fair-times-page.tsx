import '../buero.css';
import { Trans } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDateRange } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { useLocale } from '@src/ui/use-locale';
import { useFairReview } from '../api/timesheets';
import { ReviewFilterTabs } from '../components/review-filter-tabs';
import { ReviewPairSection } from '../components/review-pair';
import { FairTimeQueryCounts } from '../components/time-queries';
import { readReviewFilter } from '../lib/review-labels';
import { bueroPaths } from '../paths';

/** /:locale/buero/messen/:id/zeiten: the fair's timesheets for review, by customer. */
export function FairTimesPage() {
  const locale = useLocale();
  const messeId = parseSerialId(useParams().id) ?? 0;
  const [search] = useSearchParams();
  const filter = readReviewFilter(search.get('filter'));
  const review = useFairReview(messeId, filter);
  const back = (
    <p>
      <Link to={bueroPaths.fair(locale, messeId)}>
        <Trans>← Zur Messe</Trans>
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
            <Trans>Die Zeiten dieser Messe konnten nicht geladen werden.</Trans>
          </p>
        )}
      </section>
    );
  }
  const { fair, pairs } = review.data;
  const fairName = fair.name;
  return (
    <section className="buero-page" aria-labelledby="fair-times-title">
      {back}
      <div>
        <h1 id="fair-times-title" tabIndex={-1}>
          <Trans>Zeiten: {fairName}</Trans>
        </h1>
        <p className="buero-muted">{formatDateRange(fair.start, fair.end, locale)}</p>
      </div>
      <FairTimeQueryCounts messeId={messeId} />
      <ReviewFilterTabs
        current={filter}
        to={(next) => bueroPaths.fairTimes(locale, messeId, next)}
      />
      {pairs.length === 0 ? (
        <p className="buero-empty">
          <Trans>Keine Kunden in dieser Ansicht.</Trans>
        </p>
      ) : (
        pairs.map((pair) => (
          <ReviewPairSection
            key={pair.customer.id}
            messeId={messeId}
            pair={pair}
            headingLevel={2}
            linkToPair
          />
        ))
      )}
    </section>
  );
}
