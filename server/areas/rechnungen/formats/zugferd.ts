import type { Invoice } from '@domain/rechnungen/invoice';
import { invoiceToCii } from './cii-invoice';
import { renderInvoicePdf } from './invoice-pdf';
import { buildFragment, type XmlNode } from './xml-node';

/*
 * ZUGFeRD 2 / Factur-X, profile EN 16931 (ADR 0031): the invoice PDF as
 * PDF/A-3b with the CII XML embedded as `factur-x.xml`, related to the
 * document as its Alternative (the XML is the invoice in another form), and
 * the Factur-X extension schema in the XMP metadata: document type,
 * file name, version and conformance level, declared with the PDF/A
 * extension schema description a PDF/A validator needs for a custom namespace.
 */

export const FACTURX_FILE_NAME = 'factur-x.xml';
export const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/** The XMP value of the EN 16931 profile (Factur-X 1.0 / ZUGFeRD 2.x). */
export const FACTURX_CONFORMANCE = 'EN 16931';

const PROPERTIES: [name: string, description: string][] = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

/** The two rdf:Description elements of the Factur-X XMP. */
export function facturxXmp(): string {
  const values: XmlNode = {
    '@_rdf:about': '',
    '@_xmlns:fx': FACTURX_NAMESPACE,
    'fx:DocumentType': 'INVOICE',
    'fx:DocumentFileName': FACTURX_FILE_NAME,
    'fx:Version': '1.0',
    'fx:ConformanceLevel': FACTURX_CONFORMANCE,
  };
  const schema: XmlNode = {
    '@_rdf:about': '',
    '@_xmlns:pdfaExtension': 'http://www.aiim.org/pdfa/ns/extension/',
    '@_xmlns:pdfaSchema': 'http://www.aiim.org/pdfa/ns/schema#',
    '@_xmlns:pdfaProperty': 'http://www.aiim.org/pdfa/ns/property#',
    'pdfaExtension:schemas': {
      'rdf:Bag': {
        'rdf:li': {
          '@_rdf:parseType': 'Resource',
          'pdfaSchema:schema': 'Factur-X PDFA Extension Schema',
          'pdfaSchema:namespaceURI': FACTURX_NAMESPACE,
          'pdfaSchema:prefix': 'fx',
          'pdfaSchema:property': {
            'rdf:Seq': {
              'rdf:li': PROPERTIES.map(([name, description]) => ({
                '@_rdf:parseType': 'Resource',
                'pdfaProperty:name': name,
                'pdfaProperty:valueType': 'Text',
                'pdfaProperty:category': 'external',
                'pdfaProperty:description': description,
              })),
            },
          },
        },
      },
    },
  };
  return buildFragment({ 'rdf:Description': [values, schema] });
}

/** The ZUGFeRD / Factur-X EN 16931 PDF of an invoice. */
export function zugferdPdf(invoice: Invoice, options: { createdAt?: Date } = {}): Promise<Buffer> {
  return renderInvoicePdf(invoice, {
    ...options,
    attachment: {
      name: FACTURX_FILE_NAME,
      content: Buffer.from(invoiceToCii(invoice, 'en16931'), 'utf8'),
      mimeType: 'text/xml',
      description: 'Factur-X/ZUGFeRD invoice',
      relationship: 'Alternative',
    },
    xmp: facturxXmp(),
  });
}
