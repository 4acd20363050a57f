import * as v from 'valibot';
import { type Area, AREAS } from './areas';
import { LOCALES } from './locale';

/*
 * The account every area stands on: password bounds and the signed-in user's shape.
 */

/** Password length bounds (security bar: 8 to 128, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: 8 to 128 characters. */
export const newPasswordField = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'password_min'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password_max'),
);

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
