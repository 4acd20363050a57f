import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosePeriod } from '@domain/abschluss/close-contract';
import { closeOperations } from '@domain/abschluss/operations';
import { call } from '@src/api/call';

/*
 * The month close (issue 26, docs/product/month-close.md) through TanStack
 * Query. Closing or reopening changes the preflight (closed_id), the list and
 * every review of the period's times, so all of them are asked for again.
 */

const ROOT = ['buero', 'abschluesse'] as const;

/** The preflight's query: a month (yyyy-MM) or a fair's id. */
function preflightQuery(period: ClosePeriod) {
  return period.kind === 'month' ? { month: period.month } : { messe_id: String(period.messe_id) };
}

/** What would be missing if the period were closed now (null: no period chosen yet). */
export function useClosePreflight(period: ClosePeriod | null) {
  return useQuery({
    queryKey: [...ROOT, 'vorpruefung', period],
    enabled: period !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(
        closeOperations.preflight,
        { query: preflightQuery(period ?? { kind: 'month', month: '' }) },
        { signal },
      ),
  });
}

export function useCloses() {
  return useQuery({
    queryKey: [...ROOT, 'liste'],
    queryFn: ({ signal }) => call(closeOperations.list, {}, { signal }),
  });
}

/** Hours per person and day changed since the close (asked for only when shown). */
export function useCloseChanges(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ROOT, 'aenderungen', id],
    enabled,
    queryFn: ({ signal }) => call(closeOperations.changes, { params: { id } }, { signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROOT }),
      client.invalidateQueries({ queryKey: ['buero', 'zeiten'] }),
    ]);
}

export function useClosePeriod() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (period: ClosePeriod) => call(closeOperations.close, { body: period }),
    onSettled: invalidate,
  });
}

export function useReopenClose() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(closeOperations.reopen, { params: { id }, body: { reason } }),
    onSettled: invalidate,
  });
}
