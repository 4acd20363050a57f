import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  type ApplicantFilter,
  applicantListInput,
  type ApplicantSort,
} from '@domain/buero/applicants-contract';
import { applicantOperations } from '@domain/buero/operations/applicants';
import { call } from '@src/api/call';
import { queryClient } from '@src/api/query-client';
import { readListRequest } from '../lib/list-filter';

export type ListRequest = ApplicantFilter & { sort: ApplicantSort; order?: 'asc' | 'desc' };

const applicantPagesQuery = (request: ListRequest) =>
  infiniteQueryOptions({
    queryKey: ['buero', 'applicants', request],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        applicantOperations.list,
        { query: applicantListInput({ ...request, cursor: pageParam }) },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The applicant list, page by page (keyset cursors; 'Weitere laden' fetches the next). */
export function useApplicantPages(request: ListRequest) {
  return useInfiniteQuery(applicantPagesQuery(request));
}

/**
 * Asks for the list's first page from the route's loader: beside the area
 * check instead of after it and the screen's first render (docs/product/office.md). The page
 * finds the answer in the cache or in flight; a failure stays with its query.
 */
export function prefetchApplicantPages(search: URLSearchParams): void {
  void queryClient.prefetchInfiniteQuery(applicantPagesQuery(readListRequest(search)));
}

const optionsQuery = queryOptions({
  queryKey: ['buero', 'applicant-options'],
  queryFn: ({ signal }) => call(applicantOperations.options, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** The locations and fairs the filters offer. */
export function useApplicantOptions() {
  return useQuery(optionsQuery);
}

/** One application in full (the server records the view). */
export function useApplicantDetail(id: number) {
  return useQuery({
    queryKey: ['buero', 'applicant', id],
    queryFn: () => call(applicantOperations.detail, { params: { id } }),
  });
}
