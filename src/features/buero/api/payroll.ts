import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { isApiErrorBody } from '@domain/shared/api-error';
import { dispositionFileName } from '@domain/shared/content-disposition';
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
import { ApiError, api, NetworkError } from '@src/api/client';

/*
 * The payroll files (docs/product/payroll-export.md). The file is fetched, not
 * linked: a refusal (422: people without a personnel number, LODAS not set
 * up) then shows as a message on the screen instead of a JSON page.
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
  let response: Response;
  try {
    response = await fetch(payrollExportPath(query), {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, isApiErrorBody(body) ? body : { message: '', errors: {} });
  }
  const name = dispositionFileName(response.headers.get('content-disposition'));
  return { blob: await response.blob(), name: name ?? 'download' };
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
