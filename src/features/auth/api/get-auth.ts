import type { AuthState } from '@domain/auth/auth';
import { api } from '@src/api/client';

/**
 * GET /app/api/auth. Not cached in TanStack Query on purpose: the route guard asks
 * before every navigation (docs/product/README.md, Shared behaviour). A short timeout keeps the app
 * responsive on a flaky hall network before falling back to the last user.
 */
export function fetchAuthState(): Promise<AuthState> {
  return api.get<AuthState>('auth', { timeout: 5_000 });
}
