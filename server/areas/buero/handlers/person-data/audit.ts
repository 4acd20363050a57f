import { personDataOperations } from '@domain/buero/operations/person-data';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { erasedScope, readAuditPage } from '../../audit-reading';
import { findFairName } from '../../messen/fair-reads';
import { displayName, findPerson, personSubjects } from '../../person';

const { personAudit, messeAudit } = personDataOperations;

/*
 * GET …/personen/{id}/protokoll and …/messen/{id}/protokoll: the audit entries
 * about a person (all applications of the address, their login, documents,
 * sheets and days) or a fair (its sheets, days, customers and assignments),
 * newest first, keyset-paged, with the names of what they are about.
 * Reading the audit is not itself audited: it shows no personal values.
 */

export const personAuditPage: OperationHandler<typeof personAudit> = async ({
  app,
  params,
  query,
}) => {
  const person = await findPerson(app.db, params.id);
  if (!person) throw refuse(personAudit, 'not_found');
  const former = await erasedScope(app.db, person.bewerberIds);
  const subjects = [...(await personSubjects(app.db, person)), ...former.subjects];
  const result = await readAuditPage(
    app.db,
    { subjects, userIds: [...person.userIds, ...(former.userIds ?? [])] },
    query,
  );
  return {
    title: displayName(person.target),
    erased: person.rows.every((row) => row.erasedAt !== null),
    ...result,
  };
};

export const messeAuditPage: OperationHandler<typeof messeAudit> = async ({
  app,
  params,
  query,
}) => {
  const name = await findFairName(app.db, params.id);
  if (name === undefined) throw refuse(messeAudit, 'not_found');
  const key = String(params.id);
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
    query,
  );
  return { title: name, ...result };
};
