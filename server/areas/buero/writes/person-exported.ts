import type { Database } from '@server/platform/db/client';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';

/**
 * Records that the office exported a person's data (`person_exported`, no
 * personal data in the entry). `load` reads inside the same transaction, so the
 * entry exists exactly when an export was produced; nothing is recorded when it
 * finds nothing.
 */
export async function recordPersonExported<T extends { files: readonly unknown[] }>(
  db: Database,
  actor: OfficeActor,
  bewerberId: number,
  load: (tx: Database) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const result = await load(tx);
      if (result === null) throw new NothingToRecord();
      return {
        result,
        audit: {
          action: 'person_exported',
          subject: `bewerber:${String(bewerberId)}`,
          details: { files: result.files.length },
        },
      };
    });
  } catch (error) {
    if (error instanceof NothingToRecord) return null;
    throw error;
  }
}

class NothingToRecord extends Error {}
