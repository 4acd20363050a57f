import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AuditPage,
  auditPageQuerySchema,
  BUERO_GDPR_PATTERNS,
} from '@domain/buero/gdpr-contract';
import { eq } from 'drizzle-orm';
import { messen } from '@server/platform/db/schema/messen';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { erasedScope, readAuditPage } from '../audit-reading';
import { displayName, findPerson, personSubjects } from '../person';
import { readIdParam } from '../params';

function pageOf(request: FastifyRequest) {
  return parseValue(auditPageQuerySchema, request.query, requestLocale(request));
}

/**
 * GET …/personen/{id}/protokoll and …/messen/{id}/protokoll: the audit entries
 * about a person (all applications of the address, their login, documents,
 * sheets and days) or a fair (its sheets, days, customers and assignments),
 * newest first, keyset-paged, with the names of what they are about.
 * Reading the audit is not itself audited: it shows no personal values.
 */
export async function auditRoutes(app: FastifyInstance) {
  app.get(BUERO_GDPR_PATTERNS.personAudit, async (request): Promise<AuditPage> => {
    const id = readIdParam(request);
    const page = pageOf(request);
    const person = await findPerson(app.db, id);
    if (!person) throw new HttpError(404, 'not_found');
    const former = await erasedScope(app.db, person.bewerberIds);
    const subjects = [...(await personSubjects(app.db, person)), ...former.subjects];
    const result = await readAuditPage(
      app.db,
      { subjects, userIds: [...person.userIds, ...(former.userIds ?? [])] },
      page,
    );
    return {
      title: displayName(person.target),
      erased: person.rows.every((row) => row.erasedAt !== null),
      ...result,
    };
  });

  app.get(BUERO_GDPR_PATTERNS.messeAudit, async (request): Promise<AuditPage> => {
    const id = readIdParam(request);
    const page = pageOf(request);
    const [fair] = await app.db.select({ name: messen.name }).from(messen).where(eq(messen.id, id));
    if (!fair) throw new HttpError(404, 'not_found');
    const key = String(id);
    const result = await readAuditPage(
      app.db,
      {
        subjects: [`messe:${key}`],
        prefixes: [
          `times:${key}/`,
          `staff_sheet:${key}/`,
          `customer_sheet:${key}/`,
          `messe:${key}/`,
          // Its customers and who works for them (attached, detached, staff, supervisors).
          `pair:${key}-`,
        ],
      },
      page,
    );
    return { title: fair.name, ...result };
  });
}
