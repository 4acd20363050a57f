import { api } from '../../../api/client';
import { lastUser } from '../last-user';

/**
 * POST /app/api/auth/logout, then forget everything personal kept on this device:
 * the stored last user and the cached server state. (The outbox of unsent time
 * entries is never cleared by a logout; it arrives with the offline issue.)
 */
export async function logout(): Promise<void> {
  await api.post<{ success: true }>('auth/logout');
  lastUser.clear();
  // Loaded on demand: the cache module is not part of the log-in page's bundle.
  const { queryClient } = await import('../../../api/query-client');
  queryClient.clear();
}
