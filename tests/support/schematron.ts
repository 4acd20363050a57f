import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';

/*
 * Runs the official e-invoice rules (tests/fixtures/einvoice-rules, ADR 0031)
 * with Saxon-HE on Java, as a child process: one run per rule set checks a
 * whole folder of XML files, so the 0.7 MB stylesheet is compiled once. The
 * SVRL reports are read back into findings.
 */

const RULES = join(process.cwd(), 'tests/fixtures/einvoice-rules');

export const RULE_SETS = {
  en16931: join(RULES, 'en16931/EN16931-CII-validation.xslt'),
  xrechnung: join(RULES, 'xrechnung/XRechnung-CII-validation.xsl'),
} as const;
export type RuleSet = keyof typeof RULE_SETS;

/** Saxon-HE as Debian installs it (libsaxonhe-java); SAXON_JAR overrides. */
export const SAXON_JAR = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';

export type Finding = { id: string; flag: string; location: string; text: string };
/** One file's report: its findings and how many rules fired (0: the rules saw nothing to check). */
export type Report = { findings: Finding[]; firedRules: number };

const run = promisify(execFile);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) =>
    name === 'svrl:failed-assert' ||
    name === 'svrl:successful-report' ||
    name === 'svrl:fired-rule',
});

type SvrlEntry = { id?: string; flag?: string; location?: string; 'svrl:text'?: unknown };

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text']);
  return JSON.stringify(value);
}

/** One SVRL report: failed asserts and successful reports as findings, fired rules counted. */
export function parseSvrl(svrl: string): Report {
  const root = (parser.parse(svrl) as Record<string, Record<string, SvrlEntry[] | undefined>>)[
    'svrl:schematron-output'
  ];
  if (!root) throw new Error('not an SVRL report');
  const entries = [
    ...(root['svrl:failed-assert'] ?? []),
    ...(root['svrl:successful-report'] ?? []),
  ];
  return {
    findings: entries.map((entry) => ({
      id: entry.id ?? '?',
      flag: entry.flag ?? 'error',
      location: entry.location ?? '',
      text: textOf(entry['svrl:text']).replace(/\s+/g, ' ').trim(),
    })),
    firedRules: root['svrl:fired-rule']?.length ?? 0,
  };
}

/** Findings that make an invoice invalid: flag fatal or error. */
export function blocking(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.flag === 'fatal' || finding.flag === 'error');
}

/** Checks every file of `inputDir` against a rule set; reports by file name. */
export async function checkFolder(
  inputDir: string,
  outputDir: string,
  ruleSet: RuleSet,
): Promise<Map<string, Report>> {
  if (!existsSync(SAXON_JAR)) {
    throw new Error(
      `Saxon-HE not found at ${SAXON_JAR}: apt-get install libsaxonhe-java (or set SAXON_JAR)`,
    );
  }
  await mkdir(outputDir, { recursive: true });
  await run(
    'java',
    [
      '-cp',
      SAXON_JAR,
      'net.sf.saxon.Transform',
      `-s:${inputDir}`,
      `-xsl:${RULE_SETS[ruleSet]}`,
      `-o:${outputDir}`,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const results = new Map<string, Report>();
  for (const name of await readdir(outputDir)) {
    results.set(name, parseSvrl(await readFile(join(outputDir, name), 'utf8')));
  }
  return results;
}

/** Findings as lines for a failure message. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((finding) => `${finding.flag} ${finding.id} at ${finding.location}: ${finding.text}`)
    .join('\n');
}
