import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingList } from '@domain/einsaetze/booking';
import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { ApiError } from '@src/api/client';
import { call } from '@src/api/call';
import { savedBookings } from '../data/saved-bookings';

/**
 * Cache key of the own bookings, per signed-in person (null: not known, then
 * nothing is kept on the device); an answer replaces its booking in place.
 */
export const bookingsKey = (userId: number | null) => ['einsaetze', userId] as const;

/**
 * The own bookings. Every answer is kept on the device for this person; until
 * the server answers (or when it cannot: offline), the kept copy shows, with
 * the time it was fetched as the query's `dataUpdatedAt` ("Stand").
 */
export const bookingsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: bookingsKey(userId),
    queryFn: async ({ signal }) => {
      const list = await call(einsaetzeOperations.list, {}, { signal });
      if (userId !== null) savedBookings.save(userId, list, Date.now());
      return list;
    },
    initialData: () => (userId === null ? undefined : savedBookings.load(userId)?.list),
    initialDataUpdatedAt: () => (userId === null ? undefined : savedBookings.load(userId)?.savedAt),
  });

export function useBookings(userId: number | null) {
  return useQuery(bookingsQuery(userId));
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

/** Confirms or declines one booking; the list (and the device's copy) shows the answer at once. */
export function useAnswerBooking(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (booking) => {
      const list = queryClient.setQueryData<BookingList>(bookingsKey(userId), (current) =>
        current
          ? { items: current.items.map((item) => (samePair(item, booking) ? booking : item)) }
          : current,
      );
      // The copy keeps the time of the last full answer: only this booking is newer.
      const saved = userId === null ? null : savedBookings.load(userId);
      if (userId !== null && list && saved) savedBookings.save(userId, list, saved.savedAt);
    },
    onError: (error) => {
      // Refused (e.g. 409: the fair ended while the page was open): the list is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingsKey(userId) });
      }
    },
  });
}
