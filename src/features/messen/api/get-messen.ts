import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MesseOption } from '@domain/messen/messen';
import { api } from '@src/api/client';

/** Cache key of the planner's fairs; saving the planner invalidates it. */
export const messenKey = ['messen'] as const;

/** GET /app/api/messen: the fairs offered, each with the person's `selected` flag. */
export function fetchMessen(): Promise<MesseOption[]> {
  return api.get<MesseOption[]>('messen');
}

export const messenQuery = queryOptions({ queryKey: messenKey, queryFn: fetchMessen });

export function useMessen() {
  return useQuery(messenQuery);
}
