/**
 * A calendar month as the API names it, yyyy-MM (2026-11). Year 0000 is not
 * one: PostgreSQL stores no date in it, so it is refused with the format.
 */
export const MONTH_PATTERN = /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/;
