import { queryOptions, useQuery } from '@tanstack/react-query';
import { messenOperations } from '@domain/messen/operations';
import { call } from '@src/api/call';

/** Cache key of the planner's fairs; saving the planner invalidates it. */
export const messenKey = ['messen'] as const;

export const messenQuery = queryOptions({
  queryKey: messenKey,
  queryFn: ({ signal }) => call(messenOperations.offered, {}, { signal }),
});

export function useMessen() {
  return useQuery(messenQuery);
}
