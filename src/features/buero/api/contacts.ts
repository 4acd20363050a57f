import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactInput,
  CustomerSettingsInput,
  PairContactsInput,
} from '@domain/buero/contacts-contract';
import { contactOperations } from '@domain/buero/operations/contacts';
import { call } from '@src/api/call';

/*
 * Who the customer is (issue 25): a customer's contacts and switches, the pair's
 * contacts. Under the fair data's key ('buero', 'messen'), so a write refreshes
 * the pair page as well.
 */

const ROOT = ['buero', 'messen'] as const;

export function useCustomerContacts(customerId: number) {
  return useQuery({
    queryKey: [...ROOT, 'contacts', customerId],
    queryFn: () => call(contactOperations.list, { params: { id: customerId } }),
  });
}

export const contactWrites = {
  create: (customerId: number, body: ContactInput) =>
    call(contactOperations.create, { params: { id: customerId }, body }),
  update: (customerId: number, contactId: number, body: ContactInput) =>
    call(contactOperations.update, { params: { id: customerId, contactId }, body }),
  settings: (customerId: number, body: CustomerSettingsInput) =>
    call(contactOperations.settings, { params: { id: customerId }, body }),
};

function useContactWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useArchiveContact() {
  return useContactWrite(
    ({
      customerId,
      contactId,
      archived,
    }: {
      customerId: number;
      contactId: number;
      archived: boolean;
    }) =>
      call(contactOperations.archive, {
        params: { id: customerId, contactId },
        body: { archived },
      }),
  );
}

export function useSetPairContacts() {
  return useContactWrite(
    ({
      messeId,
      customerId,
      ...body
    }: { messeId: number; customerId: number } & PairContactsInput) =>
      call(contactOperations.pairContacts, { params: { id: messeId, customerId }, body }),
  );
}

/** After a form's write: refresh the contacts and the pair screens. */
export function useRefreshContacts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}
