import * as v from 'valibot';
import { defaultOrder } from '@domain/buero/applicants-contract';
import { staffListQuerySchema, staffListSearch } from '@domain/buero/staff-contract';
import type { StaffListRequest } from '../api/staff';

/**
 * The staff list's filters live in the page's address in the API's query
 * format, as the applicant list's (list-filter.ts). A broken address shows the
 * unfiltered list.
 */
export function readStaffRequest(search: URLSearchParams): StaffListRequest {
  const result = v.safeParse(staffListQuerySchema, Object.fromEntries(search));
  if (!result.success) return { sort: 'name' };
  const { cursor: _cursor, limit: _limit, near_limit, ...parsed } = result.output;
  // The query's snake_case flag is the request's nearLimit (StaffListQuery).
  const request = near_limit === undefined ? parsed : { ...parsed, nearLimit: near_limit };
  // The staff list opens sorted by name (people are looked up, not processed by arrival).
  return search.has('sort') ? request : { ...request, sort: 'name' };
}

/** The page's query string of a staff list request (the name sort left out as the default). */
export function staffSearch(request: StaffListRequest): string {
  const order = request.order === defaultOrder(request.sort) ? undefined : request.order;
  return staffListSearch({
    ...request,
    sort: request.sort === 'name' ? undefined : request.sort,
    order,
  });
}
