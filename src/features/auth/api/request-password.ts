import type { PasswordRequestInput } from '@domain/auth/auth';
import { call } from '@src/api/call';
import { loadAuthTable } from './auth-table';

/** POST /app/api/auth/password/request: answers the same whether the e-mail exists or not. */
export async function requestPasswordReset(input: PasswordRequestInput) {
  return call((await loadAuthTable()).requestPassword, { body: input });
}
