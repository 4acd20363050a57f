import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceTarget } from '@domain/rechnungen/invoices-contract';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { call } from '@src/api/call';

/*
 * The office's invoices (issue 26) through TanStack Query. Issuing and
 * cancelling send an Idempotency-Key made once per attempt by the screen (a
 * double click or a retry after a lost answer gets the same invoice, never
 * a second number); every write reads the lists and the preflight again.
 */

const ROOT = ['buero', 'rechnungen'] as const;

export function useInvoiceList(year: number, customerId: number | undefined) {
  return useQuery({
    queryKey: [...ROOT, 'list', year, customerId],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(
        invoiceOperations.list,
        {
          query: {
            year: String(year),
            customer_id: customerId === undefined ? undefined : String(customerId),
          },
        },
        { signal },
      ),
  });
}

/** What the target would bill now (null: not chosen yet); refetched on focus (a rate set in another tab). */
export function useInvoicePreflight(target: InvoiceTarget | null) {
  return useQuery({
    queryKey: [...ROOT, 'preflight', target],
    enabled: target !== null,
    // Always asked anew on arrival: a rate or billing data set a moment ago on another screen
    // must not wait out the app's 30 s staleTime (a clerk comes straight back from the pair page).
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      call(invoiceOperations.preflight, { body: target as InvoiceTarget }, { signal }),
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: [...ROOT, 'detail', id],
    queryFn: ({ signal }) => call(invoiceOperations.detail, { params: { id } }, { signal }),
  });
}

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export function useInvoiceWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ROOT });
  return {
    issue: async (target: InvoiceTarget, key: string) => {
      const invoice = await call(invoiceOperations.issue, { body: target }, keyed(key));
      await refresh();
      return invoice;
    },
    cancel: async (id: number, reason: string, key: string) => {
      const cancellation = await call(
        invoiceOperations.cancel,
        { params: { id }, body: { reason } },
        keyed(key),
      );
      await refresh();
      return cancellation;
    },
    send: async (id: number) => {
      const invoice = await call(invoiceOperations.send, { params: { id } });
      client.setQueryData([...ROOT, 'detail', id], invoice);
      await refresh();
      return invoice;
    },
  };
}
