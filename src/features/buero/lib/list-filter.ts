import * as v from 'valibot';
import {
  applicantListQuerySchema,
  applicantListSearch,
  defaultOrder,
} from '@domain/buero/applicants-contract';
import type { ListRequest } from '../api/applicants';

/**
 * The list's filters live in the page's address, in the API's own query
 * format (domain/buero/applicants-contract.ts): a filtered list can be bookmarked, and
 * Back returns to it. A broken address shows the unfiltered list.
 */
export function readListRequest(search: URLSearchParams): ListRequest {
  const result = v.safeParse(applicantListQuerySchema, Object.fromEntries(search));
  if (!result.success) return { sort: 'date' };
  const { cursor: _cursor, limit: _limit, ...request } = result.output;
  return request;
}

/** The page's query string of a list request (defaults left out). */
export function listSearch(request: ListRequest): string {
  const order = request.order === defaultOrder(request.sort) ? undefined : request.order;
  return applicantListSearch({
    ...request,
    sort: request.sort === 'date' ? undefined : request.sort,
    order,
  });
}
