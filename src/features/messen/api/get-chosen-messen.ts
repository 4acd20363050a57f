import { queryOptions, useQuery } from '@tanstack/react-query';
import { messenOperations } from '@domain/messen/operations';
import { call } from '@src/api/call';

/** Cache key of the chosen fairs; saving the planner invalidates it. */
export const chosenMessenKey = ['stammdaten', 'messen'] as const;

export const chosenMessenQuery = queryOptions({
  queryKey: chosenMessenKey,
  queryFn: ({ signal }) => call(messenOperations.chosen, {}, { signal }),
});

export function useChosenMessen() {
  return useQuery(chosenMessenQuery);
}
