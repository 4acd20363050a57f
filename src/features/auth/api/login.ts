import type { AuthSuccess, LoginInput } from '@domain/auth/auth';
import { api } from '@src/api/client';

/** POST /app/api/auth/login: 200 with the user, 422 wrong credentials, 429 too many tries. */
export function login(input: LoginInput): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('auth/login', { json: input });
}
