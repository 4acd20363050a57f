import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChosenMesse } from '@domain/messen/messen';
import { api } from '@src/api/client';

/** Cache key of the chosen fairs; saving the planner invalidates it. */
export const chosenMessenKey = ['stammdaten', 'messen'] as const;

/** GET /app/api/stammdaten/messen: the fairs the person chose (not over yet). */
export function fetchChosenMessen(): Promise<ChosenMesse[]> {
  return api.get<ChosenMesse[]>('stammdaten/messen');
}

export const chosenMessenQuery = queryOptions({
  queryKey: chosenMessenKey,
  queryFn: fetchChosenMessen,
});

export function useChosenMessen() {
  return useQuery(chosenMessenQuery);
}
