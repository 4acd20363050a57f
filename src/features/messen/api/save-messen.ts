import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessenSelection } from '@domain/messen/messen';
import { api } from '@src/api/client';
import { chosenMessenKey } from './get-chosen-messen';
import { messenKey } from './get-messen';

/** POST /app/api/stammdaten/messen `{selected: [ids]}`: the complete choice. */
export function saveMessen(selection: MessenSelection): Promise<{ success: true }> {
  return api.post<{ success: true }>('stammdaten/messen', { json: selection });
}

/** Saves the planner; both fair lists are fetched again. */
export function useSaveMessen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessen,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chosenMessenKey }),
        queryClient.invalidateQueries({ queryKey: messenKey }),
      ]),
  });
}
