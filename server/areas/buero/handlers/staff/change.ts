import type { FastifyInstance } from 'fastify';
import type { StaffState } from '@domain/buero/staff-contract';
import { staffOperations } from '@domain/buero/operations/staff';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import {
  markDocumentChecked,
  officeActor,
  setStaffActive,
  setStaffFlags,
  type StaffChange,
} from '../../writes';

const { flags, deactivate, reactivate, documentChecked } = staffOperations;
type StateOperation = typeof flags | typeof deactivate | typeof reactivate;

/**
 * A staff member's login: the flags and deactivation, audited with before and
 * after. Once the change committed, this instance forgets the login's cached
 * sessions, so the change applies to the next request here; other instances
 * follow within SESSION_CACHE_MS (ADR 0011). A deactivated login's sessions are
 * deleted and no session of it resolves any more (server/platform/accounts/sessions.ts).
 */
function stateAfter(
  app: FastifyInstance,
  operation: StateOperation,
  change: StaffChange | null,
): StaffState {
  if (!change) throw refuse(operation, 'not_found');
  app.forgetUserSessions(change.userId);
  return change.state;
}

export const setFlags: OperationHandler<typeof flags> = async ({ app, request, params, body }) =>
  stateAfter(app, flags, await setStaffFlags(app.db, officeActor(request), params.id, body));

export const deactivateStaff: OperationHandler<typeof deactivate> = async ({
  app,
  request,
  params,
}) =>
  stateAfter(app, deactivate, await setStaffActive(app.db, officeActor(request), params.id, false));

export const reactivateStaff: OperationHandler<typeof reactivate> = async ({
  app,
  request,
  params,
}) =>
  stateAfter(app, reactivate, await setStaffActive(app.db, officeActor(request), params.id, true));

/**
 * POST …/dokumente/{documentId}/geprueft: marks the document checked (audited).
 * Another person's document id answers 404 like an unknown one.
 */
export const markChecked: OperationHandler<typeof documentChecked> = async ({
  app,
  request,
  params,
}) => {
  const document = await markDocumentChecked(
    app.db,
    officeActor(request),
    params.id,
    params.documentId,
  );
  if (!document) throw refuse(documentChecked, 'not_found');
  return document;
};
