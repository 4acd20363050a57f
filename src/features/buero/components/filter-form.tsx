import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { APPLICANT_SEARCH_MAX } from '@domain/buero/applicants-contract';

type Props = {
  q: string | undefined;
  onSearchChange: (q: string) => void;
  onSubmit: () => void;
  onReset: () => void;
  /** Between the search and the grid (e.g. the status checkboxes). */
  before?: ReactNode;
  /** The fields of the filter grid. */
  children: ReactNode;
};

/**
 * The frame of a list's filters: the name/e-mail prefix search, the grid of
 * fields and 'Anwenden' / 'Filter zurücksetzen'. Nothing is fetched while
 * typing; applying puts the filters into the address and the list follows.
 */
export function FilterForm({ q, onSearchChange, onSubmit, onReset, before, children }: Props) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="buero-filters" onSubmit={submit} aria-label={t`Filter`} role="search">
      <div className="buero-filters__search">
        <label htmlFor={`${id}-q`}>
          <Trans>Name oder E-Mail beginnt mit</Trans>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="field__input"
          maxLength={APPLICANT_SEARCH_MAX}
          value={q ?? ''}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      {before}
      <div className="buero-filters__grid">{children}</div>
      <div className="buero-filters__actions">
        <button type="submit" className="button button--primary">
          <Trans>Anwenden</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          <Trans>Filter zurücksetzen</Trans>
        </button>
      </div>
    </form>
  );
}
