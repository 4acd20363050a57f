import { type Seller, sellerProblems } from '@domain/rechnungen/parties';

/*
 * The agency as seller of every invoice (README, settings table;
 * docs/product/invoices.md), from the environment: required in production,
 * checked at start like every required setting; elsewhere the demo seller
 * (server/areas/rechnungen/formats/seller.ts) stands in while none is set. Half a seller is a start-up error, not an
 * invoice the customer's system refuses later.
 */

export type SellerEnv = {
  SELLER_NAME?: string;
  SELLER_STREET?: string;
  SELLER_POSTCODE?: string;
  SELLER_CITY?: string;
  SELLER_COUNTRY?: string;
  SELLER_VAT_ID?: string;
  SELLER_TAX_NUMBER?: string;
  SELLER_REGISTRATION?: string;
  SELLER_CONTACT_NAME?: string;
  SELLER_CONTACT_PHONE?: string;
  SELLER_CONTACT_EMAIL?: string;
  SELLER_EINVOICE_EMAIL?: string;
  SELLER_IBAN?: string;
  SELLER_BIC?: string;
  SELLER_BANK_NAME?: string;
};

export const SELLER_VARIABLES = [
  'SELLER_NAME',
  'SELLER_STREET',
  'SELLER_POSTCODE',
  'SELLER_CITY',
  'SELLER_COUNTRY',
  'SELLER_VAT_ID',
  'SELLER_TAX_NUMBER',
  'SELLER_REGISTRATION',
  'SELLER_CONTACT_NAME',
  'SELLER_CONTACT_PHONE',
  'SELLER_CONTACT_EMAIL',
  'SELLER_EINVOICE_EMAIL',
  'SELLER_IBAN',
  'SELLER_BIC',
  'SELLER_BANK_NAME',
] as const satisfies readonly (keyof SellerEnv)[];

const REQUIRED = [
  'SELLER_NAME',
  'SELLER_STREET',
  'SELLER_POSTCODE',
  'SELLER_CITY',
  'SELLER_CONTACT_NAME',
  'SELLER_CONTACT_PHONE',
  'SELLER_CONTACT_EMAIL',
  'SELLER_EINVOICE_EMAIL',
  'SELLER_IBAN',
  'SELLER_BIC',
] as const satisfies readonly (keyof SellerEnv)[];

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** What sellerProblems' codes mean for the operator, by variable. */
const PROBLEM_TEXTS: Record<string, string> = {
  vat_id_or_tax_number_missing: 'SELLER_VAT_ID or SELLER_TAX_NUMBER must be set (§ 14 UStG)',
  iban_invalid: 'SELLER_IBAN is not a valid IBAN',
  bic_invalid: 'SELLER_BIC is not a valid BIC',
  contact_incomplete: 'SELLER_CONTACT_PHONE and SELLER_CONTACT_EMAIL must be set',
};

const anySet = (env: SellerEnv) => SELLER_VARIABLES.some((name) => env[name] !== undefined);

function sellerOf(env: SellerEnv): Seller {
  const text = (name: keyof SellerEnv) => env[name]?.trim() ?? '';
  const optional = (name: keyof SellerEnv) => env[name]?.trim() || undefined;
  const vatId = optional('SELLER_VAT_ID')?.replace(/\s/g, '').toUpperCase();
  const taxNumber = optional('SELLER_TAX_NUMBER');
  const registration = optional('SELLER_REGISTRATION');
  const bankName = optional('SELLER_BANK_NAME');
  return {
    name: text('SELLER_NAME'),
    address: {
      street: text('SELLER_STREET'),
      postcode: text('SELLER_POSTCODE'),
      city: text('SELLER_CITY'),
      countryCode: (optional('SELLER_COUNTRY') ?? 'DE').toUpperCase(),
    },
    ...(vatId ? { vatId } : {}),
    ...(taxNumber ? { taxNumber } : {}),
    ...(registration ? { registration } : {}),
    contact: {
      name: text('SELLER_CONTACT_NAME'),
      phone: text('SELLER_CONTACT_PHONE'),
      email: text('SELLER_CONTACT_EMAIL'),
    },
    electronicAddress: text('SELLER_EINVOICE_EMAIL'),
    bank: {
      iban: text('SELLER_IBAN').replace(/\s/g, '').toUpperCase(),
      bic: text('SELLER_BIC').replace(/\s/g, '').toUpperCase(),
      accountName: text('SELLER_NAME'),
      ...(bankName ? { bankName } : {}),
    },
  };
}

/** What is wrong with the seller variables, one line each (none set: only in production). */
export function sellerEnvProblems(env: SellerEnv, isProduction: boolean): string[] {
  if (!anySet(env)) {
    return isProduction
      ? [`${REQUIRED.join(', ')} are required in production (the agency on its invoices)`]
      : [];
  }
  const problems = REQUIRED.filter((name) => !env[name]?.trim()).map(
    (name) => `${name} must be set with the other SELLER_* variables`,
  );
  const seller = sellerOf(env);
  if (!/^[A-Z]{2}$/.test(seller.address.countryCode)) {
    problems.push('SELLER_COUNTRY must be a two-letter country code (ISO 3166-1), e.g. DE');
  }
  for (const name of ['SELLER_CONTACT_EMAIL', 'SELLER_EINVOICE_EMAIL'] as const) {
    const value = env[name]?.trim();
    if (value && !EMAIL.test(value)) problems.push(`${name} must be an e-mail address`);
  }
  for (const code of sellerProblems(seller)) {
    if (code === 'contact_incomplete') continue; // named above, per variable
    problems.push(PROBLEM_TEXTS[code] ?? `SELLER_*: ${code}`);
  }
  return problems;
}

/**
 * The seller (call after sellerEnvProblems found none); null when none is set
 * (never in production): the invoices' area then takes its demo seller.
 */
export function sellerSettings(env: SellerEnv): Seller | null {
  return anySet(env) ? sellerOf(env) : null;
}
