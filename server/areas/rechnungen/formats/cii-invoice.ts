import { formatDate } from '@domain/shared/date-format';
import type { Invoice } from '@domain/rechnungen/invoice';
import type { InvoiceLine } from '@domain/rechnungen/lines';
import { amountString, decimalString } from '@domain/rechnungen/money';
import { buyerParty, sellerParty } from './cii-parties';
import { INVOICE_TEXTS, lineName } from './texts';
import { buildXml, withAttributes, type XmlNode, xmlText } from './xml-node';

/*
 * An invoice as UN/CEFACT Cross Industry Invoice (CII D16B), the syntax both
 * XRechnung and ZUGFeRD/Factur-X use (ADR 0031). The two differ only in the
 * specification identifier (BT-24). A cancellation is a credit note (type
 * code 381) whose amounts are written positive, as EN 16931 reads a credit
 * note; it refers to the cancelled invoice (BG-3) and is settled against it
 * (payment means 97, clearing between partners) instead of being paid.
 */

export type CiiProfile = 'xrechnung' | 'en16931';

/** BT-24 of each profile: XRechnung 3.0 (CIUS of EN 16931) and plain EN 16931 (Factur-X EN 16931). */
export const SPECIFICATION_IDS: Record<CiiProfile, string> = {
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  en16931: 'urn:cen.eu:en16931:2017',
};
/** BT-23, which XRechnung requires: the Peppol billing process. */
const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};
/** UN/ECE Recommendation 20: hour. */
const HOUR = 'HUR';

function date102(day: string, prefix: 'udt' | 'qdt' = 'udt'): XmlNode {
  return {
    [`${prefix}:DateTimeString`]: withAttributes(day.replaceAll('-', ''), { format: '102' }),
  };
}

function period(from: string, to: string): XmlNode {
  return { 'ram:StartDateTime': date102(from), 'ram:EndDateTime': date102(to) };
}

function lineItem(
  line: InvoiceLine,
  index: number,
  sign: 1 | -1,
  invoice: Invoice,
  withFair: boolean,
): XmlNode {
  return {
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
    'ram:SpecifiedTradeProduct': {
      'ram:Name': xmlText(lineName(line, invoice.language, withFair)),
    },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': decimalString(line.unitPrice, 4, 2) },
    },
    'ram:SpecifiedLineTradeDelivery': {
      'ram:BilledQuantity': withAttributes(decimalString(sign * line.quantity, 4, 2), {
        unitCode: HOUR,
      }),
    },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': {
        'ram:TypeCode': 'VAT',
        'ram:CategoryCode': 'S',
        'ram:RateApplicablePercent': decimalString(Math.round(line.vatRatePercent * 100), 2, 0),
      },
      'ram:BillingSpecifiedPeriod': period(line.period.from, line.period.to),
      'ram:SpecifiedTradeSettlementLineMonetarySummation': {
        'ram:LineTotalAmount': amountString(sign * line.netCents),
      },
    },
  };
}

function paymentMeans(invoice: Invoice): XmlNode {
  if (invoice.kind === 'cancellation') {
    return {
      'ram:TypeCode': '97',
      'ram:Information': INVOICE_TEXTS[invoice.language].settlement,
    };
  }
  const { bank } = invoice.seller;
  const account: XmlNode = { 'ram:IBANID': bank.iban };
  if (bank.accountName) account['ram:AccountName'] = xmlText(bank.accountName);
  return {
    'ram:TypeCode': '58',
    'ram:PayeePartyCreditorFinancialAccount': account,
    'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': bank.bic },
  };
}

function settlement(invoice: Invoice, sign: 1 | -1): XmlNode {
  const { totals, language } = invoice;
  const tx = INVOICE_TEXTS[language];
  const node: XmlNode = {
    'ram:PaymentReference': invoice.number,
    'ram:InvoiceCurrencyCode': invoice.currency,
    'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans(invoice),
    'ram:ApplicableTradeTax': totals.vat.map((rate) => ({
      'ram:CalculatedAmount': amountString(sign * rate.taxCents),
      'ram:TypeCode': 'VAT',
      'ram:BasisAmount': amountString(sign * rate.basisCents),
      'ram:CategoryCode': rate.category,
      'ram:RateApplicablePercent': decimalString(Math.round(rate.ratePercent * 100), 2, 0),
    })),
    'ram:BillingSpecifiedPeriod': period(invoice.servicePeriod.from, invoice.servicePeriod.to),
    'ram:SpecifiedTradePaymentTerms':
      invoice.kind === 'cancellation'
        ? { 'ram:Description': tx.settlement }
        : {
            'ram:Description': tx.paymentTerms(
              invoice.buyer.paymentTermsDays,
              formatDate(invoice.dueDate, language),
            ),
            'ram:DueDateDateTime': date102(invoice.dueDate),
          },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amountString(sign * totals.lineTotalCents),
      'ram:TaxBasisTotalAmount': amountString(sign * totals.taxBasisTotalCents),
      'ram:TaxTotalAmount': withAttributes(amountString(sign * totals.taxTotalCents), {
        currencyID: invoice.currency,
      }),
      'ram:GrandTotalAmount': amountString(sign * totals.grandTotalCents),
      'ram:DuePayableAmount': amountString(sign * totals.duePayableCents),
    },
  };
  if (invoice.cancels) {
    node['ram:InvoiceReferencedDocument'] = {
      'ram:IssuerAssignedID': invoice.cancels.number,
      'ram:FormattedIssueDateTime': date102(invoice.cancels.issueDate, 'qdt'),
    };
  }
  return node;
}

/** The invoice as CII XML in the given profile. */
export function invoiceToCii(invoice: Invoice, profile: CiiProfile): string {
  // A credit note carries positive amounts: the cancellation's negatives flip back.
  const sign = invoice.kind === 'cancellation' ? -1 : 1;
  const withFair = new Set(invoice.lines.map((line) => line.messeName)).size > 1;
  const notes: XmlNode[] = [{ 'ram:Content': xmlText(invoice.subject) }];
  if (invoice.cancels) {
    const tx = INVOICE_TEXTS[invoice.language];
    const day = formatDate(invoice.cancels.issueDate, invoice.language);
    notes.push({ 'ram:Content': tx.cancels(invoice.cancels.number, day) });
  }
  return buildXml({
    'rsm:CrossIndustryInvoice': {
      ...Object.fromEntries(Object.entries(NAMESPACES).map(([key, value]) => [`@_${key}`, value])),
      'rsm:ExchangedDocumentContext': {
        'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': BUSINESS_PROCESS },
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': SPECIFICATION_IDS[profile] },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': invoice.number,
        'ram:TypeCode': invoice.kind === 'cancellation' ? '381' : '380',
        'ram:IssueDateTime': date102(invoice.issueDate),
        'ram:IncludedNote': notes,
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': invoice.lines.map((line, index) =>
          lineItem(line, index, sign, invoice, withFair),
        ),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': xmlText(invoice.buyerReference),
          'ram:SellerTradeParty': sellerParty(invoice.seller),
          'ram:BuyerTradeParty': buyerParty(invoice.buyer),
        },
        'ram:ApplicableHeaderTradeDelivery': {},
        'ram:ApplicableHeaderTradeSettlement': settlement(invoice, sign),
      },
    },
  });
}
