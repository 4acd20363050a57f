import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PayrollExportQuery,
  type PayrollSelectionQuery,
  payrollSelectionParams,
} from '@domain/buero/payroll-contract';
import { exportOperations } from '@domain/buero/operations/exports';
import { payrollOperations } from '@domain/buero/operations/payroll';
import { call } from '@src/api/call';
import { callFile } from '@src/api/file-answer';

/*
 * The payroll files (docs/product/payroll-export.md), fetched through `call`:
 * a refusal (422: people without a personnel number, LODAS not set up) shows
 * as a message on the screen.
 */

/** A fetched file and the name the server gave it. */
export type PayrollFile = { blob: Blob; name: string };

/**
 * Fetches the file under the name the server gives it (Content-Disposition);
 * throws ApiError with the server's message and field errors when refused.
 * The name is the server's alone (it names month or fair and format): a file
 * without one is the server's fault, shown as a failure, not saved under a
 * name made up here.
 */
export async function fetchPayrollFile(query: PayrollExportQuery): Promise<PayrollFile> {
  const file = await callFile(exportOperations.payroll, {
    query: { format: query.format, ...payrollSelectionParams(query) },
  });
  if (!file.name) throw new Error('the payroll file came without its name');
  return { blob: file.blob, name: file.name };
}

/**
 * What the file of these options holds (null: the period is not chosen yet).
 * The previous answer stays on screen while the next loads; a refetch when the
 * window regains focus picks up a personnel number set in another tab.
 */
export function usePayrollPreview(query: PayrollSelectionQuery | null) {
  return useQuery({
    queryKey: ['buero', 'payroll-preview', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(payrollOperations.preview, { query: payrollSelectionParams(query ?? {}) }, { signal }),
  });
}

/** Sets or clears a staff member's personnel number; the staff detail then refetches. */
export function useSetPersonnelNumber(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (personnelNumber: number | null) =>
      call(payrollOperations.personnelNumber, {
        params: { id },
        body: { personnel_number: personnelNumber },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['buero', 'staff-member', id] }),
  });
}
