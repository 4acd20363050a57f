import { eq } from 'drizzle-orm';
import type { PayrollPreviewParams } from '@domain/buero/payroll-contract';
import type { PayrollPeriod } from '@domain/buero/payroll/model';
import type { Database } from '@server/platform/db/client';
import { messen } from '@server/platform/db/schema/messen';
import type { PayrollSelection } from './payroll-reads';

/*
 * What a payroll file or its preview covers (docs/product/payroll-export.md):
 * a calendar month, or the days of a fair (read here), for all or chosen staff.
 */

export function monthPeriod(month: string): PayrollPeriod {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The selection of the query's options; null for an unknown fair. */
export async function readPayrollSelection(
  db: Database,
  params: PayrollPreviewParams,
): Promise<PayrollSelection | null> {
  const base = { staffIds: params.staff, includeUnsigned: params.unsigned };
  if (params.month !== undefined) return { ...base, period: monthPeriod(params.month) };
  const messeId = params.messe_id ?? 0;
  const [fair] = await db
    .select({ from: messen.dateStart, to: messen.dateEnd })
    .from(messen)
    .where(eq(messen.id, messeId));
  return fair ? { ...base, period: fair, messeId } : null;
}
