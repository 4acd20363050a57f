import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meineStundenOperations } from '@domain/meine-stunden/operations';
import type { TimeQueryBody } from '@domain/meine-stunden/time-query';
import { call } from '@src/api/call';

export const myQueriesQuery = queryOptions({
  queryKey: ['meine-stunden', 'beanstandungen'] as const,
  queryFn: ({ signal }) => call(meineStundenOperations.queries, {}, { signal }),
});

/** The own questions about recorded times, newest first. */
export function useMyQueries() {
  return useQuery(myQueriesQuery);
}

/** Questions one recorded day; the list is read again afterwards. */
export function useCreateQuery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeQueryBody) => call(meineStundenOperations.createQuery, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: myQueriesQuery.queryKey }),
  });
}
