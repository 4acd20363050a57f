import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationOperations } from '@domain/einsaetze/notification-operations';
import type { NotificationChoices, NotificationSettings } from '@domain/einsaetze/notifications';
import { call } from '@src/api/call';
import { ApiError } from '@src/api/client';

/** Cache key of the own notification choices. */
export const notificationsKey = ['einsaetze', 'benachrichtigungen'] as const;

export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: ({ signal }) => call(notificationOperations.settings, {}, { signal }),
});

export function useNotificationSettings() {
  return useQuery(notificationsQuery);
}

export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationChoices) => call(notificationOperations.saveSettings, { body }),
    onSuccess: (settings) =>
      queryClient.setQueryData<NotificationSettings>(notificationsKey, settings),
  });
}

export async function pushPublicKey(): Promise<string | null> {
  return (await call(notificationOperations.pushKey, {})).public_key;
}

/** Registers the browser's subscription (PushSubscription.toJSON()) with the server. */
export async function registerDevice(json: PushSubscriptionJSON): Promise<void> {
  await call(notificationOperations.subscribe, {
    body: {
      endpoint: json.endpoint ?? '',
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/** Removes the device on the server; one the server no longer knows is fine. */
export async function forgetDevice(endpoint: string): Promise<void> {
  try {
    await call(notificationOperations.unsubscribe, { body: { endpoint } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
