import { Trans } from '@lingui/react/macro';
import type { ApplicantSort } from '@domain/buero/applicants-contract';

export type SortChoice = { sort: ApplicantSort; order: 'asc' | 'desc'; label: string };

type Props = {
  sort: ApplicantSort;
  order: 'asc' | 'desc';
  choices: readonly SortChoice[];
  onSort: (choice: SortChoice) => void;
  pending: boolean;
  failed: boolean;
  shown: number;
};

/** Above a list: the sort choice and how many rows are shown (a live status). */
export function ListBar({ sort, order, choices, onSort, pending, failed, shown }: Props) {
  return (
    <div className="buero-list-bar">
      <label className="buero-sort">
        <span>
          <Trans>Sortierung</Trans>
        </span>
        <select
          className="field__input"
          value={`${sort}-${order}`}
          onChange={(event) => {
            const choice = choices.find((c) => `${c.sort}-${c.order}` === event.target.value);
            if (choice) onSort(choice);
          }}
        >
          {choices.map((choice) => (
            <option key={`${choice.sort}-${choice.order}`} value={`${choice.sort}-${choice.order}`}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className="buero-muted">
        {pending ? (
          <Trans>Lädt …</Trans>
        ) : failed ? null : (
          <Trans>{shown} Personen angezeigt</Trans>
        )}
      </p>
    </div>
  );
}

/** 'Weitere laden' below a list while there is a next page. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        disabled={loading}
        onClick={onLoad}
      >
        {loading ? <Trans>Lädt …</Trans> : <Trans>Weitere laden</Trans>}
      </button>
    </p>
  );
}
