import { queryOptions, useQuery } from '@tanstack/react-query';
import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { call } from '@src/api/call';

export const myHoursQuery = queryOptions({
  queryKey: ['meine-stunden'] as const,
  queryFn: ({ signal }) => call(meineStundenOperations.mine, {}, { signal }),
});

/** The signed-in person's own hours (GET /meine-stunden). */
export function useMyHours() {
  return useQuery(myHoursQuery);
}
