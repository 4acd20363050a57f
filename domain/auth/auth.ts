import * as v from 'valibot';
import { type Area, AREAS } from '@domain/shared/areas';
import { LOCALES } from '@domain/shared/locale';
import { emailField, singleLineText } from '@domain/shared/validation';

/** Password length bounds (security bar: 8 to 128, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const localeField = v.optional(v.picklist(LOCALES), 'de');

/** A password as typed: required, at most 128 characters (login checks no minimum). */
const passwordInput = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password_max'),
);

/** A new password: 8 to 128 characters. */
const newPassword = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'password_min'),
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
    password: newPassword,
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

/**
 * The signed-in user as GET /app/api/auth returns it: the one definition of its
 * shape. The browser also checks the copy it keeps offline against it.
 */
export const authUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  name: v.string(),
  locale: v.picklist(LOCALES),
  /** May use the time-tracking area (enforced by the server too). */
  timetracking: v.boolean(),
  /** Master data shows the payroll block (pension, tax, insurance, bank). */
  contract: v.boolean(),
  /**
   * The areas this account may open (domain/shared/areas.ts). Names this version does
   * not know are dropped, so a copy stored by a newer app still reads.
   */
  areas: v.pipe(
    v.array(v.string()),
    v.transform((names): readonly Area[] => AREAS.filter((area) => names.includes(area))),
  ),
});
export type AuthUser = v.InferOutput<typeof authUserSchema>;

/** Answer of GET /app/api/auth. */
export type AuthState = { authenticated: false } | { authenticated: true; user: AuthUser };

/** Answer of a successful login or password reset. */
export type AuthSuccess = { success: true; user: AuthUser };
