import { isValidBic } from '@domain/shared/validators/bic';
import { isValidIban } from '@domain/shared/validators/iban';

/*
 * Who issues and who receives an invoice (docs/product/invoices.md). The
 * seller is the agency, from configuration; the buyer is the customer with
 * its billing data. § 14 UStG asks for both full names and addresses and the
 * seller's tax number or VAT ID; XRechnung adds a seller contact, electronic
 * addresses of both sides and the buyer reference (the Leitweg-ID of a
 * public-sector customer).
 */

export type PostalAddress = {
  street: string;
  /** A second address line (c/o, building). */
  additional?: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. DE. */
  countryCode: string;
};

/** The agency as seller (BG-4), read from configuration. */
export type Seller = {
  /** Legal name (BT-27). */
  name: string;
  address: PostalAddress;
  /** USt-IdNr. (BT-31), e.g. DE123456789. */
  vatId?: string;
  /** Steuernummer (BT-32), e.g. 143/123/45678. */
  taxNumber?: string;
  /** Commercial register entry (BT-30), e.g. "HRB 123456, Amtsgericht München". */
  registration?: string;
  /** Contact for invoice questions (BG-6). */
  contact: { name: string; phone: string; email: string };
  /** Where electronic invoices of the seller come from (BT-34, an e-mail address). */
  electronicAddress: string;
  /** The account the buyer pays to (BG-17). */
  bank: { iban: string; bic: string; accountName?: string; bankName?: string };
};

/** The customer as buyer (BG-7) with its billing data. */
export type Buyer = {
  /** The agency's customer number; BT-46 and the buyer reference when there is no Leitweg-ID. */
  customerNumber: string;
  /** Legal name (BT-44). */
  name: string;
  address: PostalAddress;
  /** USt-IdNr. (BT-48). */
  vatId?: string;
  /** The invoice e-mail address (BT-49). */
  invoiceEmail: string;
  /** Leitweg-ID of a public-sector customer (BT-10). */
  leitwegId?: string;
  /** Days from the issue date to the due date. */
  paymentTermsDays: number;
};

/** What keeps a seller from issuing invoices, as problem codes (empty when none). */
export function sellerProblems(seller: Seller): string[] {
  const problems: string[] = [];
  if (!seller.vatId && !seller.taxNumber) problems.push('vat_id_or_tax_number_missing');
  if (!isValidIban(seller.bank.iban)) problems.push('iban_invalid');
  if (!isValidBic(seller.bank.bic)) problems.push('bic_invalid');
  if (!seller.contact.phone || !seller.contact.email) problems.push('contact_incomplete');
  return problems;
}

/** The buyer reference (BT-10): the Leitweg-ID, else the customer number. */
export function buyerReference(buyer: Buyer): string {
  return buyer.leitwegId?.trim() || buyer.customerNumber;
}
