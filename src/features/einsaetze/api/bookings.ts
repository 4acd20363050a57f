import { useCallback, useEffect, useState } from 'react';
import type { Booking, BookingList } from '@domain/einsaetze/booking';
import { BOOKINGS_LIST_ROUTE } from '@domain/einsaetze/list-route';
import type { einsaetzeOperations } from '@domain/einsaetze/operations';
import { ApiError } from '@src/api/client';
import { call, send } from '@src/api/call';
import { useOnline } from '@src/ui/use-online';
import { savedBookings } from '../data/saved-bookings';

/*
 * The own bookings and the answers to them, without TanStack Query: the page
 * sits outside the app's QueryLayout, so its first load carries neither the
 * query cache nor react-aria nor valibot (bench/budgets.ts, ADR 0033). Two
 * small hooks do what the page needs: start from the device's copy, ask the
 * server when online (again when the device comes back online or the page is
 * shown again), and replace an answered booking in place.
 */

export type Bookings = {
  /** The list shown: the server's answer, or until then (or offline) the device's copy. */
  data: BookingList | undefined;
  /** When the shown list came from the server ("Stand"); 0 when there is none. */
  dataUpdatedAt: number;
  /** No list yet and none failed: loading, or waiting for the network. */
  isPending: boolean;
  /** The last request failed (the copy, if any, still shows). */
  isError: boolean;
  /** Asks the server again. */
  refetch: () => void;
  /** Puts an answered booking into the list (and the device's copy) in place. */
  replace: (booking: Booking) => void;
};

type ListState = {
  userId: number | null;
  data: BookingList | undefined;
  dataUpdatedAt: number;
  isError: boolean;
};

function fromCopy(userId: number | null): ListState {
  const saved = userId === null ? null : savedBookings.load(userId);
  return { userId, data: saved?.list, dataUpdatedAt: saved?.savedAt ?? 0, isError: false };
}

const samePair = (a: Booking, b: Booking) =>
  a.fair.id === b.fair.id && a.customer.id === b.customer.id;

/**
 * The own bookings. Every answer is kept on the device for this person (null:
 * not known, then nothing is kept); until the server answers (or when it
 * cannot: offline) the kept copy shows, with the time it was fetched.
 *
 * The answer is taken without the operation's schema check, which would bring
 * valibot into the page's first load: the server checks every answer against
 * the same schema outside production (server/platform/api/operation-routes.ts,
 * so a drifted answer fails the tests), and the offline copy shows unchecked
 * anyway. The answers to a booking go through `call` and are checked.
 */
export function useBookings(userId: number | null): Bookings {
  const online = useOnline();
  const [state, setState] = useState(() => fromCopy(userId));
  const [attempt, setAttempt] = useState(0);
  // Another person on the same mounted page (a new sign-in): their own copy, never the last one's.
  const current = state.userId === userId ? state : fromCopy(userId);
  if (current !== state) setState(current);

  useEffect(() => {
    if (!online) return undefined;
    const controller = new AbortController();
    send<typeof einsaetzeOperations.list>(BOOKINGS_LIST_ROUTE, {}, { signal: controller.signal })
      .then((answer) => {
        const list = answer as BookingList;
        const savedAt = Date.now();
        if (userId !== null) savedBookings.save(userId, list, savedAt);
        setState({ userId, data: list, dataUpdatedAt: savedAt, isError: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((last) => ({ ...last, isError: true }));
      });
    return () => controller.abort();
  }, [userId, online, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // Back on the page (the phone unlocked, the tab shown again): ask again, as the query cache did.
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [refetch]);
  const replace = useCallback(
    (booking: Booking) =>
      setState((last) => {
        if (!last.data) return last;
        const data = {
          items: last.data.items.map((item) => (samePair(item, booking) ? booking : item)),
        };
        // The copy keeps the time of the last full answer: only this booking is newer.
        if (last.userId !== null) savedBookings.save(last.userId, data, last.dataUpdatedAt);
        return { ...last, data };
      }),
    [],
  );

  return {
    data: current.data,
    dataUpdatedAt: current.dataUpdatedAt,
    isPending: current.data === undefined && !current.isError,
    isError: current.isError,
    refetch,
    replace,
  };
}

export type BookingAnswer =
  | { kind: 'confirm'; messeId: number; customerId: number }
  | { kind: 'decline'; messeId: number; customerId: number; reason: string };

/** The table (and its valibot schemas) loads with the first answer, not with the page. */
async function answer(input: BookingAnswer): Promise<Booking> {
  const { einsaetzeOperations: table } = await import('@domain/einsaetze/operations');
  const params = { messeId: input.messeId, customerId: input.customerId };
  return input.kind === 'confirm'
    ? call(table.confirm, { params })
    : call(table.decline, { params, body: { reason: input.reason } });
}

export type AnswerState = {
  isPending: boolean;
  error: unknown;
  mutate: (input: BookingAnswer) => void;
};

/** Confirms or declines one booking; the list (and the device's copy) shows the answer at once. */
export function useAnswerBooking(bookings: Pick<Bookings, 'replace' | 'refetch'>): AnswerState {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const { replace, refetch } = bookings;
  const mutate = useCallback(
    (input: BookingAnswer) => {
      setState({ isPending: true, error: null });
      answer(input).then(
        (booking) => {
          replace(booking);
          setState({ isPending: false, error: null });
        },
        (error: unknown) => {
          setState({ isPending: false, error: error ?? new Error('answer failed') });
          // Refused (e.g. 409: the fair ended while the page was open): the list is out of date.
          if (error instanceof ApiError && error.status === 409) refetch();
        },
      );
    },
    [replace, refetch],
  );
  return { ...state, mutate };
}
