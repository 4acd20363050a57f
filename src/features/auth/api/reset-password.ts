import type { PasswordResetInput } from '@domain/auth/auth';
import { call } from '@src/api/call';
import { loadAuthTable } from './auth-table';

/** POST /app/api/auth/password/reset: on success the user is signed in. */
export async function resetPassword(input: PasswordResetInput) {
  return call((await loadAuthTable()).resetPassword, { body: input });
}
