import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedLink } from '@domain/kalender/feed';
import { kalenderOperations } from '@domain/kalender/operations';
import { call } from '@src/api/call';

/** Cache key of the own feed's address. */
const feedKey = ['kalender'] as const;

/** The own feed's address; asked only once the person wants to see it (the first ask makes it). */
export function useFeedLink(enabled: boolean) {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => call(kalenderOperations.link, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** A new address; the old one stops working. */
export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(kalenderOperations.renew, { body: { confirm: true } }),
    onSuccess: (link: FeedLink) => queryClient.setQueryData(feedKey, link),
  });
}
