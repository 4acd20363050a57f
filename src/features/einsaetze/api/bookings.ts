import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingList } from '@domain/einsaetze/booking';
import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { call } from '@src/api/call';

/** Cache key of the own bookings; an answer replaces its booking in place. */
export const bookingsKey = ['einsaetze'] as const;

export const bookingsQuery = queryOptions({
  queryKey: bookingsKey,
  queryFn: ({ signal }) => call(einsaetzeOperations.list, {}, { signal }),
});

export function useBookings() {
  return useQuery(bookingsQuery);
}

export type BookingAnswer =
  | { kind: 'confirm'; messeId: number; customerId: number }
  | { kind: 'decline'; messeId: number; customerId: number; reason: string };

function answer(input: BookingAnswer): Promise<Booking> {
  const params = { messeId: input.messeId, customerId: input.customerId };
  return input.kind === 'confirm'
    ? call(einsaetzeOperations.confirm, { params })
    : call(einsaetzeOperations.decline, { params, body: { reason: input.reason } });
}

const samePair = (a: Booking, b: Booking) =>
  a.fair.id === b.fair.id && a.customer.id === b.customer.id;

/** Confirms or declines one booking; the list shows the answer at once. */
export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (booking) => {
      queryClient.setQueryData<BookingList>(bookingsKey, (list) =>
        list
          ? { items: list.items.map((item) => (samePair(item, booking) ? booking : item)) }
          : list,
      );
    },
  });
}
