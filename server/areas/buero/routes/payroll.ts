import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUERO_PAYROLL_PATTERNS,
  bueroPayrollMessages,
  type PayrollExportParams,
  type PayrollPreviewParams,
  payrollExportQuerySchema,
} from '@domain/buero/payroll-contract';
import { payrollOperations } from '@domain/buero/operations/payroll';
import type { Locale } from '@domain/shared/locale';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { sendDownload } from '@server/platform/http/send-download';
import { payrollPreviewHandler, personnelNumberHandler } from '../handlers/payroll/payroll';
import { refusable } from '../messen/route-helpers';
import { officeOperationRoutes } from '../office-operations';
import {
  countPeople,
  type PayrollSelection,
  peopleWithoutPersonnelNumber,
} from '../payroll/payroll-reads';
import { readPayrollSelection } from '../payroll/payroll-selection';
import { payrollCsvStream, payrollLodasStream } from '../payroll/payroll-stream';
import { OfficeRefusal, officeActor, recordPayrollExported } from '../writes';

/*
 * GET …/abrechnung/export: the payroll CSV or DATEV LODAS file of a month or
 * a fair's days, streamed and audited (docs/product/payroll-export.md); a file
 * answer, still registered by hand. The preview and the personnel number come
 * from the table (domain/buero/operations/payroll.ts).
 */

export const payrollOperationRoutes = officeOperationRoutes(payrollOperations, {
  preview: payrollPreviewHandler,
  personnelNumber: personnelNumberHandler,
});

function texts(code: string): Record<Locale, string> {
  const found = bueroPayrollMessages(code);
  return { de: found?.de ?? code, en: found?.en ?? code };
}

function refuse(field: string, code: string): OfficeRefusal {
  return new OfficeRefusal(422, code, texts(code), { [field]: texts(code) });
}

/** LODAS needs its settings, signed days only and a personnel number for everyone in it. */
async function checkLodas(app: FastifyInstance, selection: PayrollSelection): Promise<void> {
  if (!app.config.lodas) throw refuse('format', 'lodas_not_configured');
  if (selection.includeUnsigned) throw refuse('unsigned', 'lodas_signed_only');
  const missing = await peopleWithoutPersonnelNumber(app.db, selection);
  if (missing.length === 0) return;
  const names = missing.map((person) => `${person.name} (#${String(person.id)})`).join('; ');
  const message = texts('personnel_number_missing');
  const withNames = { de: `${message.de} ${names}`, en: `${message.en} ${names}` };
  throw new OfficeRefusal(422, 'personnel_number_missing', withNames, { staff: withNames });
}

/** A file without a row is refused, never handed out as a success (422 on the period's parameter). */
function emptyRefusal(params: PayrollPreviewParams, includeUnsigned: boolean): OfficeRefusal {
  return refuse(
    params.month === undefined ? 'messe_id' : 'month',
    includeUnsigned ? 'payroll_empty_unsigned' : 'payroll_empty',
  );
}

/** The file's name: the server's alone (the browser saves under the name it is given). */
function fileName(params: PayrollExportParams, selection: PayrollSelection): string {
  const what = params.month ?? `messe-${String(selection.messeId)}`;
  return params.format === 'csv' ? `abrechnung-${what}.csv` : `lodas-${what}.txt`;
}

async function exportFile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const params = parseValue(
    payrollExportQuerySchema,
    request.query,
    requestLocale(request),
    bueroPayrollMessages,
  );
  const selection = await readPayrollSelection(app.db, params);
  if (!selection) throw new HttpError(404, 'not_found');
  if (params.format === 'lodas') await checkLodas(app, selection);
  await recordPayrollExported(
    app.db,
    officeActor(request),
    {
      format: params.format,
      period: selection.period,
      messeId: selection.messeId,
      selection: selection.staffIds?.length ?? 'all',
      includeUnsigned: params.format === 'csv' && selection.includeUnsigned,
    },
    async (tx) => {
      const includeUnsigned = params.format === 'csv' && selection.includeUnsigned;
      const people = await countPeople(tx, { ...selection, includeUnsigned });
      // Thrown inside the transaction: a refused file leaves no audit entry.
      if (people === 0) throw emptyRefusal(params, includeUnsigned);
      return people;
    },
  );
  const lodas = app.config.lodas;
  const stream =
    params.format === 'lodas' && lodas
      ? payrollLodasStream(app.db, selection, lodas)
      : payrollCsvStream(app.db, selection);
  const type =
    params.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=windows-1252';
  return sendDownload(reply, { type, name: fileName(params, selection) }, stream);
}

/** The payroll file: streamed page by page from the database (each page yields), bounded by an export slot. */
export async function payrollRoutes(app: FastifyInstance) {
  app.get(BUERO_PAYROLL_PATTERNS.export, { onRequest: app.exportSlot }, (request, reply) =>
    refusable(request, reply, () => exportFile(app, request, reply)),
  );
}
