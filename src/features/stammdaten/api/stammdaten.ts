import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StammdatenInput, StammdatenResponse } from '@domain/stammdaten/stammdaten';
import { stammdatenOperations } from '@domain/stammdaten/operations';
import { call } from '@src/api/call';

export const stammdatenKey = ['stammdaten'] as const;

/** GET /app/api/stammdaten: the own record (IBAN masked) and the locations to pick. */
export const stammdatenQuery = queryOptions({
  queryKey: stammdatenKey,
  queryFn: ({ signal }) => call(stammdatenOperations.read, {}, { signal }),
  // The form edits a copy; a background refetch must not overwrite what is being typed.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useStammdaten() {
  return useQuery(stammdatenQuery);
}

/** POST /app/api/stammdaten; the answer (masked IBAN again) replaces the cached record. */
export function useSaveStammdaten() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: StammdatenInput & { locale: string }) =>
      call(stammdatenOperations.save, { body: values }),
    onSuccess: (saved) => {
      client.setQueryData<StammdatenResponse>(stammdatenKey, (old) =>
        old ? { ...old, bewerber: saved.bewerber } : old,
      );
    },
  });
}
