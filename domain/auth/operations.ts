import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { authUserSchema } from '@domain/shared/account';
import {
  type AuthState,
  type AuthSuccess,
  loginSchema,
  passwordRequestSchema,
  passwordResetSchema,
} from './auth';
import { AUTH_STATE_ROUTE } from './auth-state-route';

const authStateAnswer = v.variant('authenticated', [
  v.object({ authenticated: v.literal(false) }),
  v.object({ authenticated: v.literal(true), user: authUserSchema }),
]) satisfies v.GenericSchema<unknown, AuthState>;

const authSuccessAnswer = v.object({
  success: v.literal(true),
  user: authUserSchema,
}) satisfies v.GenericSchema<unknown, AuthSuccess>;

const TOO_MANY_ATTEMPTS = {
  status: 429,
  description: 'Too many attempts; retry after `Retry-After` seconds.',
} as const;

/**
 * Signing in and out, and the password links (docs/product/api.md, Auth).
 * The browser loads this table on demand (src/features/auth/api/auth-table.ts):
 * its schemas are valibot code, which /de/login's first load has no room for.
 */
export const authOperations = {
  state: defineOperation({
    ...AUTH_STATE_ROUTE,
    tag: 'auth',
    summary: 'Who is signed in',
    access: 'public',
    answer: authStateAnswer,
    answerDescription: 'The signed-in user, or none.',
  }),
  login: defineOperation({
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in (sets the session cookie)',
    description:
      'Unknown e-mail and wrong password get the same 422. Failures per e-mail and IP are limited (429).',
    access: 'public',
    body: loginSchema,
    answer: authSuccessAnswer,
    answerDescription: 'Signed in.',
    refusals: {
      invalid_credentials: {
        status: 422,
        description: 'Unknown e-mail, wrong password or deactivated account (one answer for all).',
      },
      too_many_attempts: TOO_MANY_ATTEMPTS,
    },
  }),
  logout: defineOperation({
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (harmless without a session)',
    access: 'public',
    answer: v.object({ success: v.literal(true) }),
    answerDescription: 'Signed out.',
  }),
  requestPassword: defineOperation({
    method: 'post',
    path: '/auth/password/request',
    tag: 'auth',
    summary: 'Ask for a reset link',
    description: 'The same answer whether or not the account exists; the mail is sent after it.',
    access: 'public',
    body: passwordRequestSchema,
    answer: v.object({ message: v.string() }),
    answerDescription: 'The link is on its way (if the account exists).',
    refusals: { too_many_attempts: TOO_MANY_ATTEMPTS },
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/auth/password/reset',
    tag: 'auth',
    summary: 'Set a new password with the mailed token (signs in)',
    access: 'public',
    body: passwordResetSchema,
    answer: authSuccessAnswer,
    answerDescription: 'Password set, signed in.',
    refusals: {
      reset_token_invalid: {
        status: 422,
        description: 'The link is unknown, used, replaced or expired, or the account deactivated.',
      },
    },
  }),
};
