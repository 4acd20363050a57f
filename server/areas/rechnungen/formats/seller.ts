import type { Seller } from '@domain/rechnungen/parties';

/*
 * The agency's data as seller of every invoice (docs/product/invoices.md).
 * In production it will come from settings checked at start; until then the
 * demo value below stands for it in development and in the tests. Its IBAN
 * and BIC are the well-known documentation examples, its VAT ID and tax
 * number are made up in the valid formats.
 */
export const DEMO_SELLER: Seller = {
  name: 'Messe-Personal GmbH',
  address: { street: 'Messeplatz 1', postcode: '80331', city: 'München', countryCode: 'DE' },
  vatId: 'DE123456789',
  taxNumber: '143/123/45678',
  registration: 'HRB 123456, Amtsgericht München',
  contact: { name: 'Buchhaltung', phone: '+49 89 1234567', email: 'buchhaltung@messe-personal.de' },
  electronicAddress: 'rechnung@messe-personal.de',
  bank: {
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    accountName: 'Messe-Personal GmbH',
    bankName: 'Commerzbank',
  },
};
