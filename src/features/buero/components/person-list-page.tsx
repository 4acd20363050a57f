import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { defaultOrder } from '@domain/buero/applicants-contract';
import { ListBar, LoadMore, type SortChoice } from './list-bar';
import type { PersonListRequest } from './person-filters';

type Props<T> = {
  titleId: string;
  title: ReactNode;
  request: PersonListRequest;
  sorts: readonly SortChoice[];
  onSort: (choice: SortChoice) => void;
  pages: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** The list's filter form (keyed by the address, so applying resets its draft). */
  filters: ReactNode;
  failedText: ReactNode;
  emptyText: ReactNode;
  table: (items: T[]) => ReactNode;
};

/**
 * The one page of the office's person lists (applicants and staff): title,
 * filters, sort and count, the table, 'Weitere laden'. The filters, sort and
 * page live in the address; each list brings its request, texts and columns.
 */
export function PersonListPage<T>(props: Props<T>) {
  const { titleId, title, request, sorts, onSort, pages, filters } = props;
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="buero-page" aria-labelledby={titleId}>
      <h1 id={titleId} tabIndex={-1}>
        {title}
      </h1>
      {filters}
      <ListBar
        sort={request.sort}
        order={request.order ?? defaultOrder(request.sort)}
        choices={sorts}
        onSort={onSort}
        pending={pages.isPending}
        failed={pages.isError}
        shown={items.length}
      />
      {pages.isError ? (
        <p role="alert">{props.failedText}</p>
      ) : !pages.isPending && items.length === 0 ? (
        <p className="buero-empty">{props.emptyText}</p>
      ) : (
        props.table(items)
      )}
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
