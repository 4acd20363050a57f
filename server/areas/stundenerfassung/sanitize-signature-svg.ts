import { SIGNATURE_SVG_MAX_BYTES } from '@domain/stundenerfassung/stundenerfassung';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  scanLength,
  scanNumber,
  scanPathData,
  scanPoints,
  scanTransform,
  scanViewBox,
} from '@server/platform/common/svg-grammar';

/*
 * Signature SVGs come from a signature pad on a tablet, but the upload is
 * whatever a client sends. Nothing of the input is passed through: it is parsed
 * without DTD or entity processing and a new SVG is written from an allowlist
 * of elements (what signature_pad 5's toSVG emits: svg, path, circle, line; plus
 * g and polyline) and of attributes whose values must match strict numeric,
 * path-data or colour grammars. Numeric grammars are read by the linear
 * scanners of svg-grammar.ts, never by a backtracking pattern, and one upload
 * may hold only so many elements and numbers: the work is bounded by the input. No style, href, url(), event handler, text or
 * foreign element survives; an entity reference (`&...;`) matches no grammar.
 */

/**
 * The work budget of one upload: a drawing with more elements or numbers is
 * refused as too complex rather than cleaned (signature_pad writes one path per
 * stroke segment, a few hundred elements and some thousand numbers).
 */
export const SIGNATURE_MAX_ELEMENTS = 20_000;
export const SIGNATURE_MAX_NUMBERS = 65_536;

const SVG_NS = 'http://www.w3.org/2000/svg';
// svg > g > g > path is plenty; anything deeper is dropped rather than recursed into.
const MAX_DEPTH = 8;

/** A value's grammar: how many numbers it holds, or null when it does not match. */
type Scan = (value: string) => number | null;

/** Keyword and colour values are short and their patterns cannot backtrack (lint-checked). */
function keyword(pattern: RegExp): Scan {
  return (value) => (pattern.test(value) ? 0 : null);
}

const colour = keyword(
  /^(?:#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*)?\)|[a-zA-Z]{3,20})$/,
);

type Rule = { scan: Scan; max: number };
const NUM: Rule = { scan: scanNumber, max: 32 };
const LEN: Rule = { scan: scanLength, max: 34 };
const COLOUR: Rule = { scan: colour, max: 40 };

const PRESENTATION: Record<string, Rule> = {
  fill: COLOUR,
  stroke: COLOUR,
  'stroke-width': NUM,
  'stroke-linecap': { scan: keyword(/^(?:butt|round|square)$/), max: 6 },
  'stroke-linejoin': { scan: keyword(/^(?:miter|round|bevel)$/), max: 5 },
  'stroke-opacity': NUM,
  'fill-opacity': NUM,
  opacity: NUM,
  transform: { scan: scanTransform, max: 300 },
};

const ELEMENTS: Record<string, Record<string, Rule>> = {
  svg: { viewBox: { scan: scanViewBox, max: 140 }, width: LEN, height: LEN },
  g: PRESENTATION,
  path: { ...PRESENTATION, d: { scan: scanPathData, max: SIGNATURE_SVG_MAX_BYTES } },
  polyline: { ...PRESENTATION, points: { scan: scanPoints, max: SIGNATURE_SVG_MAX_BYTES } },
  circle: { ...PRESENTATION, cx: NUM, cy: NUM, r: NUM },
  line: { ...PRESENTATION, x1: NUM, y1: NUM, x2: NUM, y2: NUM },
};
/** Drawable elements and the attribute without which they draw nothing. */
const DRAWABLE: Record<string, string> = { path: 'd', polyline: 'points', circle: 'r', line: 'x2' };
const CONTAINERS = new Set(['svg', 'g']);

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: false,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
});

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The element name of a preserveOrder node (text, comments and CDATA have `#`-names). */
function nameOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

type Budget = { elements: number; numbers: number; drawables: number };

function overBudget(budget: Budget): boolean {
  return budget.elements > SIGNATURE_MAX_ELEMENTS || budget.numbers > SIGNATURE_MAX_NUMBERS;
}

function cleanAttributes(tag: string, raw: unknown, budget: Budget): string {
  const rules = ELEMENTS[tag] ?? {};
  const attributes = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
    string,
    unknown
  >;
  let out = '';
  for (const [name, rule] of Object.entries(rules)) {
    if (!Object.hasOwn(attributes, name)) continue;
    const value = attributes[name];
    if (typeof value !== 'string' || value.length > rule.max) continue;
    const numbers = rule.scan(value);
    if (numbers === null) continue;
    budget.numbers += numbers;
    out += ` ${name}="${escapeAttribute(value.trim())}"`;
  }
  return out;
}

function cleanChildren(children: unknown, depth: number, budget: Budget): string {
  if (!Array.isArray(children) || depth > MAX_DEPTH) return '';
  let out = '';
  for (const child of children as XmlNode[]) {
    // Every node read counts, also the ones dropped: the budget is work, not output.
    budget.elements++;
    if (overBudget(budget)) return out;
    const tag = nameOf(child);
    // Only allowlisted elements, exactly spelled (SVG is case-sensitive); no svg inside svg.
    if (!tag || tag === 'svg' || !Object.hasOwn(ELEMENTS, tag)) continue;
    const attributes = cleanAttributes(tag, child[':@'], budget);
    if (overBudget(budget)) return out;
    if (CONTAINERS.has(tag)) {
      const inner = cleanChildren(child[tag], depth + 1, budget);
      if (inner) out += `<${tag}${attributes}>${inner}</${tag}>`;
    } else if (Object.hasOwn(DRAWABLE, tag) && attributes.includes(` ${DRAWABLE[tag]}="`)) {
      budget.drawables++;
      // Drawables keep no children: text, titles and anything nested are dropped.
      out += `<${tag}${attributes}/>`;
    }
  }
  return out;
}

/** Why an upload gives no signature: nothing usable in it, or more than the work budget. */
export type SignatureRefusal = 'signature_empty' | 'signature_too_complex';

export type CleanSignature = { ok: true; svg: string } | { ok: false; refusal: SignatureRefusal };

const EMPTY: CleanSignature = { ok: false, refusal: 'signature_empty' };

/**
 * A clean signature SVG rebuilt from the upload. Refused as empty when the
 * input is empty, too large, not well-formed XML, carries a DTD, is not an
 * `<svg>` document, or has no drawable element left after cleaning (an empty
 * pad); refused as too complex when it holds more than the element or number
 * budget.
 */
export function sanitizeSignatureSvg(svg: string): CleanSignature {
  if (typeof svg !== 'string' || svg.trim() === '') return EMPTY;
  if (Buffer.byteLength(svg, 'utf8') > SIGNATURE_SVG_MAX_BYTES) return EMPTY;
  // No DTDs at all (entity expansion, external entities): anything `<!` but a comment or CDATA.
  if (/<!(?!--|\[CDATA\[)/i.test(svg)) return EMPTY;
  try {
    if (XMLValidator.validate(svg) !== true) return EMPTY;
    const nodes = parser.parse(svg) as XmlNode[];
    const roots = nodes.filter((node) => {
      const name = nameOf(node);
      return name !== undefined && !name.startsWith('#') && !name.startsWith('?');
    });
    const [root] = roots;
    if (roots.length !== 1 || !root || nameOf(root) !== 'svg') return EMPTY;
    const budget: Budget = { elements: 0, numbers: 0, drawables: 0 };
    const attributes = cleanAttributes('svg', root[':@'], budget);
    const inner = cleanChildren(root.svg, 1, budget);
    if (overBudget(budget)) return { ok: false, refusal: 'signature_too_complex' };
    if (budget.drawables === 0 || !inner) return EMPTY;
    return { ok: true, svg: `<svg xmlns="${SVG_NS}"${attributes}>${inner}</svg>` };
  } catch {
    // Parser limits (e.g. absurd nesting) are unusable input, not a server fault.
    return EMPTY;
  }
}
