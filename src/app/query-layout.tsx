import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../api/query-client';

/**
 * The server-state cache for the screens that fetch data. A lazy route of its own,
 * so TanStack Query stays out of the first load of /de/login (bundle budget).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
