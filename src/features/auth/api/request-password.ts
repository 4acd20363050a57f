import type { PasswordRequestInput } from '@domain/auth/auth';
import { api } from '@src/api/client';

/** POST /app/api/auth/password/request: answers the same whether the e-mail exists or not. */
export function requestPasswordReset(input: PasswordRequestInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/password/request', { json: input });
}
