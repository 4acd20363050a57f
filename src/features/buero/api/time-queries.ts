import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timeQueryOperations } from '@domain/buero/operations/time-queries';
import { call } from '@src/api/call';

/*
 * The staff's open questions about their times ("Zeit beanstanden") on the
 * office's review; resolving one reads the fair's list again.
 */

const ROOT = ['buero', 'beanstandungen'] as const;

/** A fair's open questions, by customer, day, person. */
export function useOpenQueries(messeId: number) {
  return useQuery({
    queryKey: [...ROOT, messeId],
    queryFn: ({ signal }) =>
      call(timeQueryOperations.openQueries, { params: { id: messeId } }, { signal }),
  });
}

export function useResolveQuery(messeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (queryId: number) => call(timeQueryOperations.resolve, { params: { queryId } }),
    onSettled: () => client.invalidateQueries({ queryKey: [...ROOT, messeId] }),
  });
}
