import * as v from 'valibot';
import { peopleTables } from '@domain/buero/operations/people';
import { messenOperations } from '@domain/messen/operations';
import type { ApiOperation } from './operation';
import { describeTables } from './from-table';
import { authOperations } from './operations/auth';
import { bewerbungOperations } from './operations/bewerbung';
import { bueroPeopleFileOperations } from './operations/buero';
import { bueroMessenOperations } from './operations/buero-messen';
import { bueroTimesheetsOperations } from './operations/buero-timesheets';
import { bueroTimesheetPdfOperations } from './operations/buero-timesheet-pdf';
import { bueroPayrollOperations } from './operations/buero-payroll';
import { stammdatenOperations } from './operations/stammdaten';
import { stundenerfassungOperations } from './operations/stundenerfassung';

/*
 * Every route of /app/api, area by area (operations/), with the schemas the
 * routes validate with (domain/). A route added to an area without a line
 * there fails tests/server/openapi.test.ts. Paths are Fastify patterns below
 * /app/api.
 */

const description: ApiOperation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'api',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    answer: { description: 'The document.', schema: v.looseObject({ openapi: v.string() }) },
    errors: [],
  },
];

/** The route table of the API description, area by area. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...authOperations,
  ...bewerbungOperations,
  ...stammdatenOperations,
  ...stundenerfassungOperations,
  ...bueroPeopleFileOperations,
  ...bueroMessenOperations,
  ...bueroTimesheetsOperations,
  ...bueroTimesheetPdfOperations,
  ...bueroPayrollOperations,
  ...describeTables([messenOperations, ...peopleTables]),
  ...description,
];
