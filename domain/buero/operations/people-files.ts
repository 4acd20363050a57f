import { buildPath } from '@domain/shared/operation';
import { BUERO_API_PREFIX } from '../applicants-contract';

/*
 * The people part's file answers: the application photo, a staff document and
 * a person's data as a ZIP. The operation table has no file answer yet (ADR
 * 0035, open points), so these routes stay registered by hand
 * (server/areas/buero/routes/) and keep their hand-kept OpenAPI entries; the
 * browser links them (a link sends the session cookie).
 */
export const PEOPLE_FILE_PATTERNS = {
  applicantPhoto: '/bewerbungen/:id/foto',
  staffDocument: '/personal/:id/dokumente/:documentId',
  personExport: '/personen/:id/export',
} as const;

type FileName = keyof typeof PEOPLE_FILE_PATTERNS;

/** The full address of a file answer, for an `<img src>`, a link or a fetch. */
export function peopleFileUrl(name: FileName, params: Record<string, number>): string {
  return buildPath(`${BUERO_API_PREFIX}${PEOPLE_FILE_PATTERNS[name]}`, params);
}
