import { applicantOperations } from './applicants';
import { personDataOperations } from './person-data';
import { staffOperations } from './staff';

/*
 * The office's people part (ADR 0035), one table per screen family:
 * applicants and their decisions, staff, and the person's data and audit. The
 * server registers them (server/areas/buero/people-routes.ts), the OpenAPI
 * document describes them; the browser imports the table it calls.
 */
export { applicantOperations, personDataOperations, staffOperations };

export const peopleTables = [applicantOperations, staffOperations, personDataOperations] as const;
