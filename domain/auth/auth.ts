import * as v from 'valibot';
import { type AuthUser, newPasswordField, PASSWORD_MAX_LENGTH } from '@domain/shared/account';
import { LOCALES } from '@domain/shared/locale';
import { emailField, singleLineText } from '@domain/shared/validation';

const localeField = v.optional(v.picklist(LOCALES), 'de');

/** A password as typed: required, at most 128 characters (login checks no minimum). */
const passwordInput = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password_max'),
);

/** POST /app/api/auth/login */
export const loginSchema = v.object({
  email: emailField,
  password: passwordInput,
  locale: localeField,
});
export type LoginInput = v.InferInput<typeof loginSchema>;

/** POST /app/api/auth/password/request */
export const passwordRequestSchema = v.object({
  email: emailField,
  locale: localeField,
});
export type PasswordRequestInput = v.InferInput<typeof passwordRequestSchema>;

/** POST /app/api/auth/password/reset */
export const passwordResetSchema = v.pipe(
  v.object({
    token: singleLineText(200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: v.string('required'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'password_confirmation',
    ),
    ['password_confirmation'],
  ),
);
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>;

/** Answer of GET /app/api/auth. */
export type AuthState = { authenticated: false } | { authenticated: true; user: AuthUser };

/** Answer of a successful login or password reset. */
export type AuthSuccess = { success: true; user: AuthUser };
