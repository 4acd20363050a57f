import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type PayrollExportQuery,
  payrollExportPath,
  personnelNumberAnswerSchema,
  personnelNumberApiPath,
  type PersonnelNumberAnswer,
  type PayrollSelectionQuery,
  payrollPreviewApiPath,
} from '@domain/buero/payroll-contract';
import { type PayrollPreview, payrollPreviewSchema } from '@domain/buero/payroll-preview-contract';
import { api } from '@src/api/client';
import { fetchFile } from './download';

/*
 * The payroll files (docs/product/payroll-export.md), fetched (./download.ts):
 * a refusal (422: people without a personnel number, LODAS not set up) shows
 * as a message on the screen.
 */

/** A fetched file and the name the server gave it. */
export type PayrollFile = { blob: Blob; name: string };

/**
 * Fetches the file under the name the server gives it (Content-Disposition);
 * throws ApiError with the server's message and field errors when refused.
 */
export async function fetchPayrollFile(
  query: PayrollExportQuery,
  locale: string,
): Promise<PayrollFile> {
  const file = await fetchFile(payrollExportPath(query), locale);
  return { blob: file.blob, name: file.name ?? 'download' };
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
    queryFn: async ({ signal }): Promise<PayrollPreview> =>
      v.parse(payrollPreviewSchema, await api.get(payrollPreviewApiPath(query ?? {}), { signal })),
  });
}

/** Sets or clears a staff member's personnel number; the staff detail then refetches. */
export function useSetPersonnelNumber(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (personnelNumber: number | null): Promise<PersonnelNumberAnswer> =>
      v.parse(
        personnelNumberAnswerSchema,
        await api.write('PUT', personnelNumberApiPath(id), {
          json: { personnel_number: personnelNumber },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['buero', 'staff-member', id] }),
  });
}
