import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always with time zone (the server and the tablets may disagree on theirs). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** created_at / updated_at pair set by the database. */
export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
