import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BUERO_PAYROLL_PATTERNS,
  bueroPayrollMessages,
  type PayrollExportParams,
  type PayrollPreviewParams,
  type PersonnelNumberAnswer,
  payrollExportQuerySchema,
  payrollPreviewQuerySchema,
  personnelNumberBodySchema,
} from '@domain/buero/payroll-contract';
import type { PayrollPreview } from '@domain/buero/payroll-preview-contract';
import type { Locale } from '@domain/shared/locale';
import type { PayrollPeriod } from '@domain/buero/payroll/model';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { sendDownload } from '@server/platform/http/send-download';
import { messen } from '@server/platform/db/schema/messen';
import type { Database } from '@server/platform/db/client';
import { refusable } from '../messen/route-helpers';
import { readIdParam } from '../params';
import {
  countPeople,
  type PayrollSelection,
  peopleWithoutPersonnelNumber,
} from '../payroll/payroll-reads';
import { readPayrollPreview } from '../payroll/payroll-preview';
import { payrollCsvStream, payrollLodasStream } from '../payroll/payroll-stream';
import { OfficeRefusal, officeActor, recordPayrollExported, setPersonnelNumber } from '../writes';

/*
 * GET …/abrechnung/export: the payroll CSV or DATEV LODAS file of a month or
 * a fair's days, streamed and audited (docs/product/payroll-export.md).
 * GET …/abrechnung/vorschau: what such a file holds, before the download.
 * PUT …/personal/{id}/personalnummer: sets or clears the personnel number.
 */

function texts(code: string): Record<Locale, string> {
  const found = bueroPayrollMessages(code);
  return { de: found?.de ?? code, en: found?.en ?? code };
}

function refuse(field: string, code: string): OfficeRefusal {
  return new OfficeRefusal(422, code, texts(code), { [field]: texts(code) });
}

function monthPeriod(month: string): PayrollPeriod {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

async function selectionOf(db: Database, params: PayrollPreviewParams): Promise<PayrollSelection> {
  const base = { staffIds: params.staff, includeUnsigned: params.unsigned };
  if (params.month !== undefined) return { ...base, period: monthPeriod(params.month) };
  const messeId = params.messe_id ?? 0;
  const [fair] = await db
    .select({ from: messen.dateStart, to: messen.dateEnd })
    .from(messen)
    .where(eq(messen.id, messeId));
  if (!fair) throw new HttpError(404, 'not_found');
  return { ...base, period: fair, messeId };
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
  const selection = await selectionOf(app.db, params);
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

async function preview(app: FastifyInstance, request: FastifyRequest): Promise<PayrollPreview> {
  const params = parseValue(
    payrollPreviewQuerySchema,
    request.query,
    requestLocale(request),
    bueroPayrollMessages,
  );
  return readPayrollPreview(app.db, await selectionOf(app.db, params), app.config.lodas !== null);
}

export async function payrollRoutes(app: FastifyInstance) {
  app.get(BUERO_PAYROLL_PATTERNS.preview, (request) => preview(app, request));

  // Streamed page by page from the database (each page yields), so no worker; but bounded.
  app.get(BUERO_PAYROLL_PATTERNS.export, { onRequest: app.exportSlot }, (request, reply) =>
    refusable(request, reply, () => exportFile(app, request, reply)),
  );

  app.put(BUERO_PAYROLL_PATTERNS.personnelNumber, (request, reply) =>
    refusable(request, reply, async (): Promise<PersonnelNumberAnswer> => {
      const id = readIdParam(request);
      const body = parseValue(
        personnelNumberBodySchema,
        request.body,
        requestLocale(request),
        bueroPayrollMessages,
      );
      const saved = await setPersonnelNumber(
        app.db,
        officeActor(request),
        id,
        body.personnel_number,
      );
      if (!saved) throw new HttpError(404, 'not_found');
      return saved;
    }),
  );
}
