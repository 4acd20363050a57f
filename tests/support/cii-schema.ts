import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, type XMLValidationError } from 'xmllint-wasm';

/*
 * The XSD check that comes before the Schematron rules: a CII invoice must be
 * valid against the UN/CEFACT Cross Industry Invoice D16B schema (the subset
 * EN 16931 uses, tests/fixtures/einvoice-rules/cii-d16b). The rules do not see
 * element order or unknown elements; the schema does. libxml2 as WebAssembly
 * (xmllint-wasm) runs it in a worker thread.
 */

const DIR = join(process.cwd(), 'tests/fixtures/einvoice-rules/cii-d16b');
const ROOT = 'CrossIndustryInvoice_100pD16B.xsd';

const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(join(DIR, fileName), 'utf8') }));

/** The schema errors of each document (empty when valid), in input order. */
export async function schemaErrors(
  documents: { fileName: string; contents: string }[],
): Promise<XMLValidationError[][]> {
  const schema = files.find((file) => file.fileName === ROOT);
  if (!schema) throw new Error(`${ROOT} missing in ${DIR}`);
  const results: XMLValidationError[][] = [];
  for (const document of documents) {
    const result = await validateXML({
      xml: [document],
      schema: [schema],
      preload: files.filter((file) => file !== schema),
    });
    results.push([...result.errors]);
  }
  return results;
}
