import { XMLParser } from 'fast-xml-parser';
import { Cursor, scanPathData, scanPoints, scanViewBox } from '@server/platform/common/svg-grammar';

/*
 * A stored signature SVG as vector strokes for the PDF. The stored SVG was
 * rebuilt by the sanitizer (server/areas/stundenerfassung/sanitize-signature-svg.ts)
 * from an allowlist; it is parsed again here (no DTD, no entities) and every
 * value is read by the linear scanners of ADR 0014 before it is drawn: path
 * data goes to the PDF only after scanPathData accepted it, numbers are read
 * with the same Cursor, nothing is evaluated by a pattern.
 */

/** An affine transform [a, b, c, d, e, f] as SVG and PDF write it. */
export type Matrix = [number, number, number, number, number, number];

/** One drawable of a signature: SVG path data, to be stroked or filled. */
export type Stroke = {
  d: string;
  /** SVG's defaults: a shape is filled unless fill="none", stroked only with a stroke. */
  fill: boolean;
  stroke: boolean;
  width: number;
  matrix: Matrix;
};

export type SignatureDrawing = {
  /** The drawing's own coordinate box (viewBox, else width/height, else the strokes' extent). */
  box: { x: number; y: number; width: number; height: number };
  strokes: Stroke[];
};

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_DEPTH = 8;
const MAX_STROKES = 20_000;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type XmlNode = Record<string, unknown>;

function nameOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function attributesOf(node: XmlNode): Record<string, string> {
  const raw = node[':@'];
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** The numbers of a value read with the ADR 0014 cursor; null when something else is in it. */
function readNumbers(value: string, count: number): number[] | null {
  const cursor = new Cursor(value);
  const numbers: number[] = [];
  cursor.wsp();
  while (!cursor.done && numbers.length < count) {
    const start = cursor.pos;
    if (!cursor.number()) return null;
    numbers.push(Number(value.slice(start, cursor.pos)));
    cursor.commaWsp();
  }
  cursor.wsp();
  return cursor.done && numbers.length === count && numbers.every(Number.isFinite) ? numbers : null;
}

/** A number attribute; `fallback` when it is missing or no single finite number. */
function numberOf(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return readNumbers(value, 1)?.[0] ?? fallback;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** One transform function's matrix from its name and arguments (SVG 1.1). */
function transformMatrix(name: string, args: number[]): Matrix | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
  switch (name) {
    case 'matrix':
      return args.length === 6 ? [a, b, c, d, e, f] : null;
    case 'translate':
      return args.length <= 2 ? [1, 0, 0, 1, a, args.length === 2 ? b : 0] : null;
    case 'scale':
      return args.length <= 2 ? [a, 0, 0, args.length === 2 ? b : a, 0, 0] : null;
    case 'rotate': {
      if (args.length !== 1 && args.length !== 3) return null;
      const rad = (a * Math.PI) / 180;
      const rotation: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      if (args.length === 1) return rotation;
      return multiply(multiply([1, 0, 0, 1, b, c], rotation), [1, 0, 0, 1, -b, -c]);
    }
    default:
      return null;
  }
}

/** A transform list as one matrix; identity when the value does not read (it drew so in the browser too). */
export function parseTransform(value: string | undefined): Matrix {
  if (value === undefined) return IDENTITY;
  const cursor = new Cursor(value);
  let matrix = IDENTITY;
  cursor.wsp();
  while (!cursor.done) {
    const name = ['matrix', 'translate', 'scale', 'rotate'].find((word) => cursor.word(word));
    if (name === undefined) return IDENTITY;
    cursor.wsp();
    if (!cursor.word('(')) return IDENTITY;
    const args: number[] = [];
    cursor.wsp();
    while (cursor.peek() !== ')' && !cursor.done && args.length < 6) {
      const start = cursor.pos;
      if (!cursor.number()) return IDENTITY;
      args.push(Number(value.slice(start, cursor.pos)));
      cursor.commaWsp();
    }
    if (!cursor.word(')')) return IDENTITY;
    const step = transformMatrix(name, args);
    if (step === null || !step.every(Number.isFinite)) return IDENTITY;
    matrix = multiply(matrix, step);
    cursor.commaWsp();
  }
  return matrix;
}

/** Path data of a drawable element, or null when it draws nothing or does not read. */
function pathDataOf(tag: string, attributes: Record<string, string>): string | null {
  switch (tag) {
    case 'path': {
      const d = attributes.d;
      return d !== undefined && scanPathData(d) !== null ? d : null;
    }
    case 'polyline': {
      const points = attributes.points;
      if (points === undefined || scanPoints(points) === null) return null;
      // Points are a number list; as path data a moveto takes the first pair, lineto the rest.
      return `M${points}`;
    }
    case 'line': {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((key) => numberOf(attributes[key], 0));
      return `M${String(x1)} ${String(y1)}L${String(x2)} ${String(y2)}`;
    }
    case 'circle': {
      const r = numberOf(attributes.r, 0);
      if (!(r > 0)) return null;
      const cx = numberOf(attributes.cx, 0);
      const cy = numberOf(attributes.cy, 0);
      return `M${String(cx - r)} ${String(cy)}a${String(r)} ${String(r)} 0 1 0 ${String(2 * r)} 0a${String(r)} ${String(r)} 0 1 0 ${String(-2 * r)} 0Z`;
    }
    default:
      return null;
  }
}

function collect(
  children: unknown,
  matrix: Matrix,
  inherited: { fill?: string; stroke?: string; width?: string },
  depth: number,
  out: Stroke[],
): void {
  if (!Array.isArray(children) || depth > MAX_DEPTH) return;
  for (const child of children as XmlNode[]) {
    if (out.length >= MAX_STROKES) return;
    const tag = nameOf(child);
    if (tag === undefined || tag.startsWith('#')) continue;
    const attributes = attributesOf(child);
    const own = multiply(matrix, parseTransform(attributes.transform));
    const style = {
      fill: attributes.fill ?? inherited.fill,
      stroke: attributes.stroke ?? inherited.stroke,
      width: attributes['stroke-width'] ?? inherited.width,
    };
    if (tag === 'g') {
      collect(child[tag], own, style, depth + 1, out);
      continue;
    }
    const d = pathDataOf(tag, attributes);
    if (d === null) continue;
    // signature_pad writes strokes as lines (fill="none" stroke) and dots as filled circles.
    const open = tag === 'line' || tag === 'polyline';
    const fill = !open && style.fill !== 'none';
    const stroke = (style.stroke !== undefined && style.stroke !== 'none') || (open && !fill);
    if (!fill && !stroke) continue;
    out.push({ d, fill, stroke, width: numberOf(style.width, 1), matrix: own });
  }
}

/** The drawing of a stored signature SVG; null when it is no SVG or draws nothing. */
export function signatureDrawing(svg: string): SignatureDrawing | null {
  let nodes: XmlNode[];
  try {
    nodes = parser.parse(svg) as XmlNode[];
  } catch {
    return null;
  }
  const root = nodes.find((node) => nameOf(node) === 'svg');
  if (!root) return null;
  const attributes = attributesOf(root);
  const strokes: Stroke[] = [];
  collect(root.svg, IDENTITY, {}, 1, strokes);
  if (strokes.length === 0) return null;
  const viewBox =
    attributes.viewBox !== undefined && scanViewBox(attributes.viewBox) !== null
      ? readNumbers(attributes.viewBox, 4)
      : null;
  const [x = 0, y = 0, width = 0, height = 0] = viewBox ?? [
    0,
    0,
    numberOf(attributes.width?.replace(/px$/, ''), 300),
    numberOf(attributes.height?.replace(/px$/, ''), 150),
  ];
  if (!(width > 0 && height > 0)) return null;
  return { box: { x, y, width, height }, strokes };
}
