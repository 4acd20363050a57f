import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { isOffered, messeColumns, plannerOrder } from './offered-messen';

/** The fairs the planner offers, each marked if the person (0: nobody) chose it. */
export function offeredFairsFor(db: Database, bewerberId: number) {
  return db
    .select({ ...messeColumns, selected: sql<boolean>`${bewerberMessen.messeId} is not null` })
    .from(messen)
    .leftJoin(
      bewerberMessen,
      and(eq(bewerberMessen.messeId, messen.id), eq(bewerberMessen.bewerberId, bewerberId)),
    )
    .where(isOffered())
    .orderBy(...plannerOrder);
}

/** The person's chosen fairs that are still offered. */
export function chosenFairsOf(db: Database, bewerberId: number) {
  return db
    .select(messeColumns)
    .from(bewerberMessen)
    .innerJoin(messen, eq(messen.id, bewerberMessen.messeId))
    .where(and(eq(bewerberMessen.bewerberId, bewerberId), isOffered()))
    .orderBy(...plannerOrder);
}
