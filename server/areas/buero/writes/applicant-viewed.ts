import type { Database } from '@server/platform/db/client';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';

/**
 * Records that the office opened an applicant's personal detail or photo
 * (ADR 0022: reading one person is an office action; paging the list is not).
 * `load` reads inside the same transaction; nothing is recorded when it finds nothing.
 */
export async function recordApplicantViewed<T>(
  db: Database,
  actor: OfficeActor,
  applicationId: number,
  what: 'detail' | 'photo',
  load: (tx: Database) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const result = await load(tx);
      if (result === null) throw new NothingToRecord();
      return {
        result,
        audit: {
          action: 'applicant_viewed',
          subject: `application:${String(applicationId)}`,
          details: { what },
        },
      };
    });
  } catch (error) {
    if (error instanceof NothingToRecord) return null;
    throw error;
  }
}

class NothingToRecord extends Error {}
