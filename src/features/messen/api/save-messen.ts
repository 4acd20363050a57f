import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessenSelection } from '@domain/messen/messen';
import { messenOperations } from '@domain/messen/operations';
import { call } from '@src/api/call';
import { chosenMessenKey } from './get-chosen-messen';
import { messenKey } from './get-messen';

/** The complete choice of fairs. */
export function saveMessen(selection: MessenSelection) {
  return call(messenOperations.choose, { body: selection });
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
