import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReviewFilter } from '@domain/buero/timesheets-contract';
import { REVIEW_FILTER_LABELS } from '../lib/review-labels';

/** The review's filters as links (the filter lives in the address), the current one marked. */
export function ReviewFilterTabs({
  current,
  to,
}: {
  current: ReviewFilter | '';
  to: (filter: ReviewFilter | '') => string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Filter`} className="buero-tabs">
      {REVIEW_FILTER_LABELS.map(([filter, label]) => (
        <Link key={filter} to={to(filter)} aria-current={filter === current ? 'page' : undefined}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
