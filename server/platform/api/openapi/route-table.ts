import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { notificationOperations } from '@domain/einsaetze/notification-operations';
import * as v from 'valibot';
import { authOperations } from '@domain/auth/operations';
import { bewerbungOperations } from '@domain/bewerbung/operations';
import { dokumenteOperations } from '@domain/dokumente/operations';
import { exportOperations } from '@domain/buero/operations/exports';
import { contactOperations } from '@domain/buero/operations/contacts';
import { employmentLawOperations } from '@domain/buero/operations/employment-law';
import { customerOperations, fairOperations } from '@domain/buero/operations/fairs';
import { officeFileOperations } from '@domain/buero/operations/files';
import { pairOperations } from '@domain/buero/operations/pairs';
import { payrollOperations } from '@domain/buero/operations/payroll';
import { peopleTables } from '@domain/buero/operations/people';
import { timeQueryOperations } from '@domain/buero/operations/time-queries';
import { timesheetOperations } from '@domain/buero/operations/timesheets';
import { freigabeOfficeOperations, freigabeOperations } from '@domain/freigabe/operations';
import { closeOperations } from '@domain/abschluss/operations';
import { kalenderOperations } from '@domain/kalender/operations';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { messenOperations } from '@domain/messen/operations';
import { stammdatenOperations } from '@domain/stammdaten/operations';
import { billingOperations } from '@domain/rechnungen/billing-operations';
import {
  stundenerfassungOperations,
  stundenerfassungSignCalls,
} from '@domain/stundenerfassung/operations';
import type { ApiOperation } from './operation';
import { describeTables } from './from-table';

/*
 * Every route of /app/api: the areas' operation tables (domain/, ADR 0035),
 * with the schemas the routes validate with, and this description itself. A
 * route registered outside a table fails tests/server/openapi.test.ts. Paths
 * are Fastify patterns below /app/api.
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
  ...describeTables([
    authOperations,
    bewerbungOperations,
    stammdatenOperations,
    messenOperations,
    meineStundenOperations,
    einsaetzeOperations,
    kalenderOperations,
    notificationOperations,
    dokumenteOperations,
    stundenerfassungOperations,
    stundenerfassungSignCalls,
    fairOperations,
    customerOperations,
    pairOperations,
    contactOperations,
    timesheetOperations,
    timeQueryOperations,
    payrollOperations,
    employmentLawOperations,
    ...peopleTables,
    officeFileOperations,
    exportOperations,
    freigabeOperations,
    freigabeOfficeOperations,
    invoiceOperations,
    billingOperations,
    closeOperations,
  ]),
  ...description,
];
