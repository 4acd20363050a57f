import { loginSchema, passwordRequestSchema, passwordResetSchema } from '@domain/auth/auth';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

/** server/areas/auth/routes.ts */
export const authOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth',
    tag: 'auth',
    summary: 'Who is signed in',
    access: 'public',
    answer: { description: 'The signed-in user, or none.', schema: answers.authStateAnswer },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in (sets the session cookie)',
    description:
      'Unknown e-mail and wrong password get the same 422. Failures per e-mail and IP are limited (429).',
    access: 'public',
    body: { kind: 'json', schema: loginSchema },
    answer: { description: 'Signed in.', schema: answers.authSuccessAnswer },
    errors: [403, 422, 429],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (harmless without a session)',
    access: 'public',
    answer: { description: 'Signed out.', schema: answers.successAnswer },
    errors: [403],
  },
  {
    method: 'post',
    path: '/auth/password/request',
    tag: 'auth',
    summary: 'Ask for a reset link',
    description: 'The same answer whether or not the account exists; the mail is sent after it.',
    access: 'public',
    body: { kind: 'json', schema: passwordRequestSchema },
    answer: {
      description: 'The link is on its way (if the account exists).',
      schema: answers.messageAnswer,
    },
    errors: [403, 422, 429],
  },
  {
    method: 'post',
    path: '/auth/password/reset',
    tag: 'auth',
    summary: 'Set a new password with the mailed token (signs in)',
    access: 'public',
    body: { kind: 'json', schema: passwordResetSchema },
    answer: { description: 'Password set, signed in.', schema: answers.authSuccessAnswer },
    errors: [403, 422],
  },
];
