import { type ReactNode, useState } from 'react';
import type { ApplicantOptions, ApplicantSort } from '@domain/buero/applicants-contract';
import { DateRangeFields } from './date-range-fields';
import { FilterForm } from './filter-form';
import { type PersonFilter, PersonFilterFields } from './person-filter-fields';

/** What every person list's request holds: the person filters, search, dates and sort. */
export type PersonListRequest = PersonFilter & {
  q?: string;
  from?: string;
  to?: string;
  sort: ApplicantSort;
  order?: 'asc' | 'desc';
};

type Set<R> = (patch: Partial<R>) => void;

type Props<R extends PersonListRequest> = {
  request: R;
  options: ApplicantOptions | undefined;
  onApply: (request: R) => void;
  /** The request without filters (the sort kept), for 'Filter zurücksetzen'. */
  cleared: (draft: R) => R;
  /** The labels of the date range (what the list's date is). */
  fromLabel: ReactNode;
  toLabel: ReactNode;
  /** Between the search and the grid (the applicant list's status). */
  before?: (draft: R, set: Set<R>) => ReactNode;
  /** The list's own fields, first in the grid (the staff list's account and flags). */
  fields?: (draft: R, set: Set<R>) => ReactNode;
};

/**
 * The one filter form of the office's person lists: the search, the list's own
 * fields, the date range and the person filters both lists share. Edits stay a
 * draft until applied; applying puts them into the page's address.
 */
export function PersonFilters<R extends PersonListRequest>(props: Props<R>) {
  const { request, options, onApply, cleared, fromLabel, toLabel, before, fields } = props;
  const [draft, setDraft] = useState<R>(request);
  const set: Set<R> = (patch) => setDraft((current) => ({ ...current, ...patch }));
  // The fields every list has, set without knowing the list's own request type.
  const setShared = (patch: Partial<PersonListRequest>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const reset = () => {
    const next = cleared(draft);
    setDraft(next);
    onApply(next);
  };
  return (
    <FilterForm
      q={draft.q}
      onSearchChange={(q) => setShared({ q })}
      onSubmit={() => onApply(draft)}
      onReset={reset}
      before={before?.(draft, set)}
    >
      {fields?.(draft, set)}
      <DateRangeFields
        fromLabel={fromLabel}
        toLabel={toLabel}
        from={draft.from}
        to={draft.to}
        onChange={setShared}
      />
      <PersonFilterFields draft={draft} options={options} set={setShared} />
    </FilterForm>
  );
}
