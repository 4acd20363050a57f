import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** The app's one cache of server state; logout clears it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; network failures may.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});
