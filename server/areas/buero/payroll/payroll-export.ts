import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { bueroPayrollMessages, type PayrollExportParams } from '@domain/buero/payroll-contract';
import type { Locale } from '@domain/shared/locale';
import { OfficeRefusal, type OfficeActor, recordPayrollExported } from '../writes';
import {
  countPeople,
  type PayrollSelection,
  peopleWithoutPersonnelNumber,
} from '@server/records/payroll/payroll-reads';
import { payrollCsvStream, payrollLodasStream } from '@server/records/payroll/payroll-stream';

/*
 * The payroll file (docs/product/payroll-export.md): its refusals answer with
 * the area's own texts (OfficeRefusal, answered by the office's scope), the
 * missing personnel numbers naming the people; the file is streamed page by
 * page from the database.
 */

function texts(code: string): Record<Locale, string> {
  const found = bueroPayrollMessages(code);
  return { de: found?.de ?? code, en: found?.en ?? code };
}

function refusal(field: string, code: string): OfficeRefusal {
  return new OfficeRefusal(422, code, texts(code), { [field]: texts(code) });
}

/** LODAS needs its settings, signed days only and a personnel number for everyone in it. */
async function checkLodas(app: FastifyInstance, selection: PayrollSelection): Promise<void> {
  if (!app.config.lodas) throw refusal('format', 'lodas_not_configured');
  if (selection.includeUnsigned) throw refusal('unsigned', 'lodas_signed_only');
  const missing = await peopleWithoutPersonnelNumber(app.db, selection);
  if (missing.length === 0) return;
  const names = missing.map((person) => `${person.name} (#${String(person.id)})`).join('; ');
  const message = texts('personnel_number_missing');
  const withNames = { de: `${message.de} ${names}`, en: `${message.en} ${names}` };
  throw new OfficeRefusal(422, 'personnel_number_missing', withNames, { staff: withNames });
}

/** A file without a row is refused, never handed out as a success (422 on the period's parameter). */
function emptyRefusal(params: PayrollExportParams, includeUnsigned: boolean): OfficeRefusal {
  return refusal(
    params.month === undefined ? 'messe_id' : 'month',
    includeUnsigned ? 'payroll_empty_unsigned' : 'payroll_empty',
  );
}

/** The file's name: the server's alone (the browser saves under the name it is given). */
function fileName(params: PayrollExportParams, selection: PayrollSelection): string {
  const what = params.month ?? `messe-${String(selection.messeId)}`;
  return params.format === 'csv' ? `abrechnung-${what}.csv` : `lodas-${what}.txt`;
}

export type PayrollFile = { type: string; name: string; body: Readable };

/**
 * The file of these options, its audit entry recorded (payroll_exported);
 * throws OfficeRefusal for LODAS without its settings or numbers and for a
 * file that would hold nobody (then nothing is recorded).
 */
export async function exportPayrollFile(
  app: FastifyInstance,
  actor: OfficeActor,
  params: PayrollExportParams,
  selection: PayrollSelection,
): Promise<PayrollFile> {
  if (params.format === 'lodas') await checkLodas(app, selection);
  const includeUnsigned = params.format === 'csv' && selection.includeUnsigned;
  await recordPayrollExported(
    app.db,
    actor,
    {
      format: params.format,
      period: selection.period,
      messeId: selection.messeId,
      selection: selection.staffIds?.length ?? 'all',
      includeUnsigned,
    },
    async (tx) => {
      const people = await countPeople(tx, { ...selection, includeUnsigned });
      // Thrown inside the transaction: a refused file leaves no audit entry.
      if (people === 0) throw emptyRefusal(params, includeUnsigned);
      return people;
    },
  );
  const lodas = app.config.lodas;
  const body =
    params.format === 'lodas' && lodas
      ? payrollLodasStream(app.db, selection, lodas)
      : payrollCsvStream(app.db, selection);
  const type =
    params.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=windows-1252';
  return { type, name: fileName(params, selection), body };
}
