import type { FastifyInstance } from 'fastify';
import {
  STAFF_API_PATTERNS,
  staffFlagsBodySchema,
  type StaffState,
} from '@domain/buero/staff-contract';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { readIdParam } from '../params';
import { officeActor, setStaffActive, setStaffFlags, type StaffChange } from '../writes';

/**
 * A staff member's login: the flags (POST …/merkmale) and deactivation (POST
 * …/deaktivieren, …/reaktivieren). Audited with before and after. Once the
 * change committed, this instance forgets the login's cached sessions, so the
 * change applies to the next request here; other instances follow within
 * SESSION_CACHE_MS (ADR 0011). A deactivated login's sessions are deleted and
 * no session of it resolves any more (server/platform/accounts/sessions.ts).
 */
export async function staffAccountRoutes(app: FastifyInstance) {
  const answer = (change: StaffChange | null): StaffState => {
    if (!change) throw new HttpError(404, 'not_found');
    app.forgetUserSessions(change.userId);
    return change.state;
  };

  app.post(STAFF_API_PATTERNS.flags, async (request): Promise<StaffState> => {
    const id = readIdParam(request);
    const flags = parseWith(staffFlagsBodySchema, request);
    return answer(await setStaffFlags(app.db, officeActor(request), id, flags));
  });

  app.post(STAFF_API_PATTERNS.deactivate, async (request): Promise<StaffState> => {
    const id = readIdParam(request);
    return answer(await setStaffActive(app.db, officeActor(request), id, false));
  });

  app.post(STAFF_API_PATTERNS.reactivate, async (request): Promise<StaffState> => {
    const id = readIdParam(request);
    return answer(await setStaffActive(app.db, officeActor(request), id, true));
  });
}
