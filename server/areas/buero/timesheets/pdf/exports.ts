import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { customers, messeCustomers } from '@server/platform/db/schema/messen';
import { findFair } from '../../messen/fair-reads';
import { type OfficeActor, recordTimesheetPdfExported } from '../../writes';
import {
  customerPdfName,
  fairZipName,
  staffPdfName,
  zipEntryName,
} from '@server/records/timesheet-pdf/filenames';
import type { RenderTask } from '@server/records/timesheet-pdf/render-task';
import {
  loadPairSheet,
  loadStaffSheet,
  type PairIds,
  type PairSheetData,
} from '@server/records/timesheet-pdf/sheet-data';
import { sheetPrint } from '@server/records/timesheet-pdf/sheet-rows';

/*
 * The office's timesheet exports (docs/product/timesheet-pdf.md): each reads
 * and records its audit entry in one transaction; the PDFs are laid out by
 * the caller (on a worker thread) from the returned render task.
 */

export type PdfDownload = { name: string; task: RenderTask };

/** A pair's customer sheet; null when the pair does not exist. */
export async function exportCustomerPdf(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  locale: Locale,
): Promise<PdfDownload | null> {
  const data = await recordTimesheetPdfExported(db, actor, async (tx) => {
    const loaded = await loadPairSheet(tx, pair);
    if (!loaded) return null;
    return {
      result: loaded,
      export: {
        subject: `customer_sheet:${String(pair.messeId)}/${String(pair.customerId)}`,
        details: { format: 'pdf', lang: locale, people: loaded.staff.length },
      },
    };
  });
  if (!data) return null;
  const name = customerPdfName(data.pair.messe.name, data.pair.customer.name, locale);
  return { name, task: { data, locale, sheets: [{ name, sheet: { kind: 'customer' } }] } };
}

/** One person's sheet on a pair; null when the pair does not exist or the person is not on it. */
export async function exportStaffPdf(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  staffId: number,
  locale: Locale,
): Promise<PdfDownload | null> {
  const data = await recordTimesheetPdfExported(db, actor, async (tx) => {
    const loaded = await loadStaffSheet(tx, pair, staffId);
    if (!loaded) return null;
    return {
      result: loaded,
      export: {
        subject: `staff_sheet:${String(pair.messeId)}/${String(pair.customerId)}/${String(staffId)}`,
        details: { format: 'pdf', lang: locale },
      },
    };
  });
  const person = data?.staff[0];
  if (!data || !person) return null;
  const name = staffPdfName(data.pair.messe.name, data.pair.customer.name, person, locale);
  return { name, task: { data, locale, sheets: [{ name, sheet: { kind: 'staff', staffId } }] } };
}

/** The PDFs of one pair in the ZIP: its customer sheet and the sheet of everyone with work time. */
function pairTask(data: PairSheetData, locale: Locale): RenderTask {
  const { messe, customer } = data.pair;
  const sheets: RenderTask['sheets'] = [
    {
      name: zipEntryName(customer, customerPdfName(messe.name, customer.name, locale)),
      sheet: { kind: 'customer' },
    },
  ];
  for (const { person } of sheetPrint(data, { kind: 'customer' }).people) {
    sheets.push({
      name: zipEntryName(customer, staffPdfName(messe.name, customer.name, person, locale)),
      sheet: { kind: 'staff', staffId: person.id },
    });
  }
  return { data, locale, sheets };
}

/** The ZIP's name and one render task per pair, read when the ZIP gets to it. */
export type ZipDownload = { name: string; tasks: AsyncIterable<RenderTask> };

/**
 * All sheets of a fair as ZIP entries, one customer folder per pair; null when
 * the fair does not exist. The audit entry names the fair and its pairs; each
 * pair's rows are read when the ZIP gets to it, so a large fair never sits in
 * memory whole.
 */
export async function exportFairZip(
  db: Database,
  actor: OfficeActor,
  messeId: number,
  locale: Locale,
): Promise<ZipDownload | null> {
  const found = await recordTimesheetPdfExported(db, actor, async (tx) => {
    const fair = await findFair(tx, messeId);
    if (!fair) return null;
    const pairs = await tx
      .select({ customerId: customers.id })
      .from(messeCustomers)
      .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
      .where(eq(messeCustomers.messeId, messeId))
      .orderBy(asc(customers.name), asc(customers.id));
    return {
      result: { fair, pairs },
      export: {
        subject: `messe:${String(messeId)}`,
        details: {
          format: 'zip',
          lang: locale,
          customer_ids: pairs.map((pair) => pair.customerId),
        },
      },
    };
  });
  if (!found) return null;
  async function* tasks(): AsyncGenerator<RenderTask> {
    for (const { customerId } of found?.pairs ?? []) {
      const data = await loadPairSheet(db, { messeId, customerId });
      if (data) yield pairTask(data, locale);
    }
  }
  return { name: fairZipName(found.fair.name, locale), tasks: tasks() };
}
