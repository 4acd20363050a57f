import { XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * Signature SVGs come from a signature pad on a tablet, but the upload is
 * whatever a client sends. Nothing of the input is passed through: it is parsed
 * without DTD or entity processing and a new SVG is written from an allowlist
 * of elements (what signature_pad 5's toSVG emits: svg, path, circle, line; plus
 * g and polyline) and of attributes whose values must match strict numeric,
 * path-data or colour grammars. No style, href, url(), event handler, text or
 * foreign element survives; an entity reference (`&...;`) matches no grammar.
 */

/** Uploads larger than this are refused (a signature is a few KiB to ~100 KiB). */
export const SIGNATURE_SVG_MAX_BYTES = 256 * 1024;

const SVG_NS = 'http://www.w3.org/2000/svg';
// svg > g > g > path is plenty; anything deeper is dropped rather than recursed into.
const MAX_DEPTH = 8;
const MAX_ELEMENTS = 20_000;

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const number = new RegExp(`^${NUMBER}$`);
const length = new RegExp(`^${NUMBER}(?:px)?$`);
const numberList = new RegExp(`^(?:${NUMBER}|[\\s,])+$`);
const viewBox = new RegExp(`^\\s*${NUMBER}(?:[\\s,]+${NUMBER}){3}\\s*$`);
const pathData = /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]+$/;
const transform = new RegExp(
  `^(?:\\s*(?:matrix|translate|scale|rotate)\\(\\s*${NUMBER}(?:[\\s,]+${NUMBER}){0,5}\\s*\\)\\s*,?)+$`,
);
const colour =
  /^(?:#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*)?\)|[a-zA-Z]{3,20})$/;
const lineCap = /^(?:butt|round|square)$/;
const lineJoin = /^(?:miter|round|bevel)$/;

type Rule = { pattern: RegExp; max: number };
const NUM: Rule = { pattern: number, max: 32 };
const LEN: Rule = { pattern: length, max: 34 };
const COLOUR: Rule = { pattern: colour, max: 40 };

const PRESENTATION: Record<string, Rule> = {
  fill: COLOUR,
  stroke: COLOUR,
  'stroke-width': NUM,
  'stroke-linecap': { pattern: lineCap, max: 6 },
  'stroke-linejoin': { pattern: lineJoin, max: 5 },
  'stroke-opacity': NUM,
  'fill-opacity': NUM,
  opacity: NUM,
  transform: { pattern: transform, max: 300 },
};

const ELEMENTS: Record<string, Record<string, Rule>> = {
  svg: { viewBox: { pattern: viewBox, max: 140 }, width: LEN, height: LEN },
  g: PRESENTATION,
  path: { ...PRESENTATION, d: { pattern: pathData, max: SIGNATURE_SVG_MAX_BYTES } },
  polyline: {
    ...PRESENTATION,
    points: { pattern: numberList, max: SIGNATURE_SVG_MAX_BYTES },
  },
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

function cleanAttributes(tag: string, raw: unknown): string {
  const rules = ELEMENTS[tag] ?? {};
  const attributes = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
    string,
    unknown
  >;
  let out = '';
  for (const [name, rule] of Object.entries(rules)) {
    if (!Object.hasOwn(attributes, name)) continue;
    const value = attributes[name];
    if (typeof value !== 'string' || value.length > rule.max || !rule.pattern.test(value)) continue;
    out += ` ${name}="${escapeAttribute(value.trim())}"`;
  }
  return out;
}

type Budget = { elements: number; drawables: number };

function cleanChildren(children: unknown, depth: number, budget: Budget): string {
  if (!Array.isArray(children) || depth > MAX_DEPTH) return '';
  let out = '';
  for (const child of children as XmlNode[]) {
    const tag = nameOf(child);
    // Only allowlisted elements, exactly spelled (SVG is case-sensitive); no svg inside svg.
    if (!tag || tag === 'svg' || !Object.hasOwn(ELEMENTS, tag)) continue;
    if (++budget.elements > MAX_ELEMENTS) return out;
    const attributes = cleanAttributes(tag, child[':@']);
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

/**
 * A clean signature SVG rebuilt from the upload, or null when the input is
 * empty, too large, not well-formed XML, carries a DTD, is not an `<svg>`
 * document, or has no drawable element left after cleaning (an empty pad).
 */
export function sanitizeSignatureSvg(svg: string): string | null {
  if (typeof svg !== 'string' || svg.trim() === '') return null;
  if (Buffer.byteLength(svg, 'utf8') > SIGNATURE_SVG_MAX_BYTES) return null;
  // No DTDs at all (entity expansion, external entities): anything `<!` but a comment or CDATA.
  if (/<!(?!--|\[CDATA\[)/i.test(svg)) return null;
  try {
    if (XMLValidator.validate(svg) !== true) return null;
    const nodes = parser.parse(svg) as XmlNode[];
    const roots = nodes.filter((node) => {
      const name = nameOf(node);
      return name !== undefined && !name.startsWith('#') && !name.startsWith('?');
    });
    const [root] = roots;
    if (roots.length !== 1 || !root || nameOf(root) !== 'svg') return null;
    const budget: Budget = { elements: 0, drawables: 0 };
    const inner = cleanChildren(root.svg, 1, budget);
    if (budget.drawables === 0 || !inner) return null;
    return `<svg xmlns="${SVG_NS}"${cleanAttributes('svg', root[':@'])}>${inner}</svg>`;
  } catch {
    // Parser limits (e.g. absurd nesting) are unusable input, not a server fault.
    return null;
  }
}
