import type { AuthSuccess, PasswordResetInput } from '@domain/auth/auth';
import { api } from '@src/api/client';

/** POST /app/api/auth/password/reset: on success the user is signed in. */
export function resetPassword(input: PasswordResetInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('auth/password/reset', { json: input });
}
