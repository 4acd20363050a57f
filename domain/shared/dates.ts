/** Weeks start on Monday (ISO 8601), in every locale of the portal. */
export const FIRST_DAY_OF_WEEK = 'mon' as const;
