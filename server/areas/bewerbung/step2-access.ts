import type { Database } from '@server/platform/db/client';
import { bewerbungOperations } from '@domain/bewerbung/operations';
import { refuse } from '@server/platform/api/operation-routes';
import { findStep2Access, isTokenShaped, type Step2Access } from './step2-tokens';

/** The application of a valid token, or 404 with the load-error text (never which case it was). */
export async function step2AccessOrFail(
  db: Database,
  token: string,
  forUpdate = false,
): Promise<Step2Access> {
  const access = isTokenShaped(token) ? await findStep2Access(db, token, forUpdate) : null;
  // Load and submit refuse alike: the same code, status and words.
  if (!access) throw refuse(bewerbungOperations.step2Load, 'bewerbung_link_invalid');
  return access;
}
