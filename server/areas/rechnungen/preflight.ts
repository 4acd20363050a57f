import type {
  InvoiceLineView,
  InvoicePreflight,
  InvoiceProblem,
} from '@domain/rechnungen/invoices-contract';
import { servicePeriodOf } from '@domain/rechnungen/invoice';
import { type BillingPair, buildInvoiceLines, type InvoiceLine } from '@domain/rechnungen/lines';
import { type Seller, sellerProblems } from '@domain/rechnungen/parties';
import type { Rate } from '@domain/rechnungen/rates';
import { invoiceTotals } from '@domain/rechnungen/totals';
import { workedMinutes } from '@domain/shared/times/shift-time';
import { type CustomerInvoicing, pairKey } from '@server/records/billing';
import type { TargetDay, TargetPair, TargetRead } from './billable';

/*
 * The preflight of a target (issue 26): the lines it would bill now in the
 * customer's arrangement, the days left off with who and why, and the
 * problems that keep it from being issued. Pure: issuing runs the same on
 * what it read under the pairs' locks.
 */

export type TargetFacts = {
  read: TargetRead;
  billing: CustomerInvoicing | null;
  rates: Map<string, Rate>;
  seller: Seller;
};

export type Evaluation = {
  preflight: InvoicePreflight;
  /** The invoice's lines (empty when a pair's rate is missing for what it bills). */
  lines: InvoiceLine[];
  /** The days the lines bill. */
  billed: TargetDay[];
  /** The pairs that bill something, by fair. */
  billedPairs: TargetPair[];
};

/** A line as the API shows it. */
export function lineView(line: InvoiceLine): InvoiceLineView {
  const { subject } = line;
  return {
    kind: line.kind,
    messe_name: line.messeName,
    person_name: subject.type === 'person' ? subject.name : null,
    day: subject.type === 'day' ? subject.day : null,
    people: subject.type === 'day' ? subject.people : null,
    from: line.period.from,
    to: line.period.to,
    minutes: line.minutes,
    unit_price: line.unitPrice,
    surcharge_percent: line.surchargePercent,
    net_cents: line.netCents,
    vat_rate_percent: line.vatRatePercent,
  };
}

function notBilled(read: TargetRead): InvoicePreflight['not_billed'] {
  const names = new Map(read.pairs.map((pair) => [pair.messeId, pair.messeName]));
  const groups = new Map<string, InvoicePreflight['not_billed'][number]>();
  for (const day of read.days) {
    if (day.reason === null) continue;
    const key = [day.personId, day.messeId, day.reason, day.invoiceNumber ?? ''].join('|');
    let group = groups.get(key);
    if (!group) {
      group = {
        staff_id: day.personId,
        name: day.personName,
        messe_id: day.messeId,
        messe_name: names.get(day.messeId) ?? '',
        reason: day.reason,
        days: [],
        invoice_number: day.invoiceNumber,
      };
      groups.set(key, group);
    }
    group.days.push(day.day);
  }
  return [...groups.values()];
}

/** What the target would bill now and what keeps it from being issued. */
export function evaluateTarget({ read, billing, rates, seller }: TargetFacts): Evaluation {
  const billable = read.days.filter((day) => day.reason === null);
  const problems: InvoiceProblem[] = [];
  if (!billing) problems.push('billing_data_missing');
  const billedPairs = read.pairs.filter((pair) =>
    billable.some((day) => day.messeId === pair.messeId),
  );
  const withoutRate = billedPairs.filter((pair) => !rates.has(pairKey(pair)));
  if (withoutRate.length > 0) problems.push('rate_missing');
  if (sellerProblems(seller).length > 0) problems.push('seller_incomplete');
  if (billable.length === 0) problems.push('nothing_to_bill');
  const pairs: BillingPair[] = billedPairs.flatMap((pair) => {
    const rate = rates.get(pairKey(pair));
    if (!rate) return [];
    const entries = billable.filter((day) => day.messeId === pair.messeId);
    return [{ messeName: pair.messeName, federalState: pair.federalState, rate, entries }];
  });
  const arrangement = billing?.lineArrangement ?? 'person';
  const lines = buildInvoiceLines(pairs, arrangement);
  const totals = invoiceTotals(lines);
  return {
    preflight: {
      customer: read.customer,
      problems,
      pairs_without_rate: withoutRate.map((pair) => ({
        messe_id: pair.messeId,
        messe_name: pair.messeName,
      })),
      line_arrangement: arrangement,
      lines: lines.map(lineView),
      totals: {
        net_cents: totals.taxBasisTotalCents,
        vat_cents: totals.taxTotalCents,
        gross_cents: totals.grandTotalCents,
      },
      service_period: lines.length > 0 ? servicePeriodOf(lines) : null,
      not_billed: notBilled(read),
    },
    lines,
    billed: billable.filter((day) => workedMinutes(day) > 0),
    billedPairs,
  };
}
