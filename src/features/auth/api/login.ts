import type { LoginInput } from '@domain/auth/auth';
import { call } from '@src/api/call';
import { loadAuthTable } from './auth-table';

/** POST /app/api/auth/login: 200 with the user, 422 wrong credentials, 429 too many tries. */
export async function login(input: LoginInput) {
  return call((await loadAuthTable()).login, { body: input });
}
