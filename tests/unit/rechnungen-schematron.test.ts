import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { FACTURX_FILE_NAME, zugferdPdf } from '@server/areas/rechnungen/formats/zugferd';
import { schemaErrors } from '@tests/support/cii-schema';
import { readPdf } from '@tests/support/pdf-objects';
import {
  blocking,
  checkFolder,
  describeFindings,
  type Report,
  type RuleSet,
} from '@tests/support/schematron';
import { CORPUS, PER_PERSON } from './rechnungen-fixtures';

/*
 * Every XML of the test corpus is valid against the CII D16B schema and passes
 * the official rules with no fatal or error finding (docs/product/invoices.md,
 * ADR 0031): the EN 16931 Schematron of CEN/TC 434 and KoSIT's XRechnung
 * Schematron, run with Saxon-HE. The
 * XRechnung XML of each corpus invoice, the XML embedded in a ZUGFeRD PDF,
 * and two broken copies that show the validator sees what it should: a due
 * amount one cent off (BR-CO-16) and no buyer reference (BR-DE-15).
 */

const RULE_SETS: RuleSet[] = ['en16931', 'xrechnung'];
const BROKEN = 'broken-total.xml';
const NO_REFERENCE = 'no-buyer-reference.xml';
const ZUGFERD = 'zugferd-factur-x.xml';

let dir: string;
const results = new Map<RuleSet, Map<string, Report>>();
const schemaResults = new Map<string, string[]>();
const MISPLACED = 'misplaced-element.xml';

/** The due amount one cent off: BT-115 ≠ BT-112 − BT-113 + BT-114. */
function breakTotal(xml: string): string {
  const broken = xml.replace(
    /<ram:DuePayableAmount>(\d+)\.(\d{2})<\/ram:DuePayableAmount>/,
    (_all, whole: string, cents: string) =>
      `<ram:DuePayableAmount>${whole}.${String((Number(cents) + 1) % 100).padStart(2, '0')}</ram:DuePayableAmount>`,
  );
  if (broken === xml) throw new Error('no DuePayableAmount to break');
  return broken;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mp-einvoice-'));
  const input = join(dir, 'in');
  await mkdir(input);
  const files = new Map<string, string>();
  for (const [name, invoice] of Object.entries(CORPUS)) {
    files.set(`${name}.xml`, invoiceToCii(invoice, 'xrechnung'));
  }
  const pdf = await readPdf(await zugferdPdf(PER_PERSON));
  const embedded = pdf.attachments.get(FACTURX_FILE_NAME);
  if (!embedded) throw new Error('the ZUGFeRD PDF embeds no factur-x.xml');
  files.set(ZUGFERD, embedded.toString('utf8'));
  const xml = invoiceToCii(PER_PERSON, 'xrechnung');
  files.set(BROKEN, breakTotal(xml));
  files.set(NO_REFERENCE, xml.replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ''));
  for (const [name, contents] of files) await writeFile(join(input, name), contents);
  // The schema only for the corpus and one document with a misplaced element.
  const schemaInputs = [...files]
    .filter(([name]) => name !== BROKEN && name !== NO_REFERENCE)
    .map(([fileName, contents]) => ({ fileName, contents }));
  const misplaced = xml.replace(
    /(<ram:ID>[^<]*<\/ram:ID>)(\s*)(<ram:TypeCode>380<\/ram:TypeCode>)/,
    '$3$2$1',
  );
  if (misplaced === xml) throw new Error('no document ID and type code to swap');
  schemaInputs.push({ fileName: MISPLACED, contents: misplaced });
  // The two rule sets in parallel, one Java process each over the whole
  // folder, while the schema check runs in its worker.
  await Promise.all([
    ...RULE_SETS.map(async (ruleSet) => {
      results.set(ruleSet, await checkFolder(input, join(dir, ruleSet), ruleSet));
    }),
    schemaErrors(schemaInputs).then((errors) =>
      errors.forEach((found, index) =>
        schemaResults.set(
          schemaInputs[index]?.fileName ?? '',
          found.map((error) => error.message),
        ),
      ),
    ),
  ]);
}, 240_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function report(ruleSet: RuleSet, file: string): Report {
  const found = results.get(ruleSet)?.get(file);
  if (!found) throw new Error(`no report for ${file} under ${ruleSet}`);
  return found;
}

const CHECKED = [...Object.keys(CORPUS).map((name) => `${name}.xml`), ZUGFERD];

describe('the CII D16B schema', () => {
  it.each(CHECKED)('accepts %s', (file) => {
    expect(schemaResults.get(file)).toEqual([]);
  });

  it('refuses an element out of order', () => {
    expect(schemaResults.get(MISPLACED)?.join('\n')).toContain('This element is not expected');
  });
});

describe.each(RULE_SETS)('the %s rules', (ruleSet) => {
  it.each(CHECKED)('find nothing fatal in %s', (file) => {
    const { findings, firedRules } = report(ruleSet, file);
    // Rules fired: the file was read as a CII invoice, not passed for want of a match.
    expect(firedRules).toBeGreaterThan(10);
    const fatal = blocking(findings);
    expect(fatal, describeFindings(fatal)).toEqual([]);
  });
});

describe('the validator', () => {
  it('reports a due amount that does not add up as BR-CO-16', () => {
    const fatal = blocking(report('en16931', BROKEN).findings);
    expect(fatal.map((finding) => finding.id)).toEqual(['BR-CO-16']);
    expect(fatal[0]?.text).toContain('Amount due for payment (BT-115)');
  });

  it('reports a missing buyer reference under the XRechnung rules as BR-DE-15', () => {
    const fatal = blocking(report('xrechnung', NO_REFERENCE).findings);
    expect(fatal.map((finding) => finding.id)).toEqual(['BR-DE-15']);
    expect(blocking(report('en16931', NO_REFERENCE).findings)).toEqual([]);
  });
});
