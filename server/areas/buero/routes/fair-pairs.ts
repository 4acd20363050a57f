import type { FastifyInstance } from 'fastify';
import { applicantListQuerySchema } from '@domain/buero/applicants-contract';
import {
  BUERO_MESSEN_API_PATTERNS as P,
  type PairAssignments,
  type ProposalList,
  proposalsFlagSchema,
  staffBulkSchema,
  supervisorBulkSchema,
} from '@domain/buero/messen-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { decodeCursor } from '../cursor';
import { listProposals, loadPairAssignments, pairExists } from '../messen/pair-reads';
import { notFound, parseOffice, readPairParams, refusable } from '../messen/route-helpers';
import {
  addStaff,
  addSupervisors,
  attachCustomer,
  detachCustomer,
  officeActor,
  removeStaff,
  removeSupervisors,
} from '../writes';

/** The proposal filters the applicant list's query rules check (same fields, same 422s). */
const PROPOSAL_FILTERS = ['q', 'locations', 'languages', 'experience', 'limit', 'cursor'] as const;

/**
 * A customer at a fair (a pair) and who works there (docs/product/fairs.md):
 * attach, detach, the assignment view, proposals, bulk changes of staff and
 * supervisors.
 */
export async function fairPairRoutes(app: FastifyInstance) {
  app.put(P.pair, async (request, reply) => {
    const pair = readPairParams(request);
    return refusable(request, reply, async () => {
      if (!(await attachCustomer(app.db, officeActor(request), pair))) notFound();
      return loadPairAssignments(app.db, pair);
    });
  });

  app.delete(P.pair, async (request, reply) => {
    const pair = readPairParams(request);
    return refusable(request, reply, async () => {
      if (!(await detachCustomer(app.db, officeActor(request), pair))) notFound();
      return reply.code(204).send();
    });
  });

  app.get(P.pair, async (request): Promise<PairAssignments> => {
    return (await loadPairAssignments(app.db, readPairParams(request))) ?? notFound();
  });

  app.get(P.pairProposals, async (request): Promise<ProposalList> => {
    const pair = readPairParams(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { chosen } = parseOffice(proposalsFlagSchema, query, request);
    const filter = parseOffice(
      applicantListQuerySchema,
      Object.fromEntries(PROPOSAL_FILTERS.filter((key) => key in query).map((k) => [k, query[k]])),
      request,
    );
    const cursor = filter.cursor ? decodeCursor(filter.cursor, 'name') : null;
    if (filter.cursor && (!cursor || cursor.sort !== 'name')) {
      throw new HttpError(422, 'validation_failed', {
        cursor: [validationMessage('invalid', requestLocale(request))],
      });
    }
    if (!(await pairExists(app.db, pair))) notFound();
    return listProposals(
      app.db,
      pair,
      { ...filter, chosen },
      cursor && cursor.sort === 'name' ? cursor : null,
    );
  });

  app.post(P.pairStaffAdd, async (request, reply) => {
    const pair = readPairParams(request);
    const { bewerber_ids } = parseOffice(staffBulkSchema, request.body, request);
    return refusable(request, reply, async () => {
      return (await addStaff(app.db, officeActor(request), pair, bewerber_ids)) ?? notFound();
    });
  });

  app.post(P.pairStaffRemove, async (request, reply) => {
    const pair = readPairParams(request);
    const { bewerber_ids } = parseOffice(staffBulkSchema, request.body, request);
    return refusable(request, reply, async () => {
      return (await removeStaff(app.db, officeActor(request), pair, bewerber_ids)) ?? notFound();
    });
  });

  app.post(P.pairSupervisorsAdd, async (request, reply) => {
    const pair = readPairParams(request);
    const { user_ids } = parseOffice(supervisorBulkSchema, request.body, request);
    return refusable(request, reply, async () => {
      return (await addSupervisors(app.db, officeActor(request), pair, user_ids)) ?? notFound();
    });
  });

  app.post(P.pairSupervisorsRemove, async (request, reply) => {
    const pair = readPairParams(request);
    const { user_ids } = parseOffice(supervisorBulkSchema, request.body, request);
    return refusable(request, reply, async () => {
      return (await removeSupervisors(app.db, officeActor(request), pair, user_ids)) ?? notFound();
    });
  });
}
