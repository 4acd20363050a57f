// @vitest-environment jsdom
import { XMLParser } from 'fast-xml-parser';
import SignaturePad from 'signature_pad';
import { describe, expect, it } from 'vitest';
import {
  sanitizeSignatureSvg as clean,
  SIGNATURE_MAX_ELEMENTS,
  SIGNATURE_MAX_NUMBERS,
} from '@server/areas/stundenerfassung/sanitize-signature-svg';
import { SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';

const ALLOWED_ELEMENTS = new Set(['svg', 'g', 'path', 'polyline', 'circle', 'line']);
const ALLOWED_ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'd',
  'points',
  'cx',
  'cy',
  'r',
  'x1',
  'y1',
  'x2',
  'y2',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'fill-opacity',
  'opacity',
  'transform',
]);
// Anything that could run, load or restyle: none of it may be in a cleaned SVG.
const ACTIVE =
  /script|\bon[a-z]+\s*=|href|url\s*\(|javascript|vbscript|data:|foreignobject|animate|<set|<use|<image|iframe|<style|style\s*=|<!|<\?|&|xlink|entity|cdata|@import|expression\s*\(|<html|<a[\s>]|<text|<title|<desc/i;

const open =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">';
const stroke = '<path d="M 1,1 C 2,2 3,3 4,4" stroke="black" fill="none" stroke-width="2"/>';
const wrap = (inner: string) => `${open}${stroke}${inner}</svg>`;

const ELEMENT_PAYLOADS = [
  '<script>alert(1)</script>',
  '<script xlink:href="https://evil.example/x.js"/>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(1)</ScRiPt>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>',
  '<script><![CDATA[alert(1)]]></script>',
  '<g><script>alert(1)</script></g>',
  '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>',
  '<foreignObject><iframe src="javascript:alert(1)"/></foreignObject>',
  '<foreignobject><img src="x" onerror="alert(1)"/></foreignobject>',
  '<iframe src="https://evil.example"/>',
  '<embed src="https://evil.example/x.swf"/>',
  '<object data="https://evil.example/x"/>',
  '<image href="https://evil.example/track.png" width="1" height="1"/>',
  '<image xlink:href="javascript:alert(1)"/>',
  '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
  '<use href="#x"/>',
  '<use xlink:href="https://evil.example/sprite.svg#a"/>',
  '<use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>',
  '<a href="javascript:alert(1)"><path d="M0 0L9 9"/></a>',
  '<a xlink:href="javascript:alert(1)"><circle r="5" cx="5" cy="5"/></a>',
  '<animate attributeName="href" to="javascript:alert(1)"/>',
  '<animate attributeName="onload" to="alert(1)" begin="0s"/>',
  '<set attributeName="onmouseover" to="alert(1)"/>',
  '<set attributeName="href" to="javascript:alert(1)"/>',
  '<animateTransform attributeName="transform" type="rotate" from="0" to="360"/>',
  '<animateMotion path="M0 0L9 9"/>',
  '<path d="M0 0"><animate attributeName="d" to="M1 1" onbegin="alert(1)"/></path>',
  '<path d="M0 0"><set attributeName="fill" to="url(https://evil.example)"/></path>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<style>path{fill:url(javascript:alert(1))}</style>',
  '<style><![CDATA[*{background:url(https://evil.example)}]]></style>',
  '<text x="0" y="10">Hello</text>',
  '<title>t</title><desc>d</desc>',
  '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
  '<filter id="f"><feImage href="https://evil.example/x.png"/></filter>',
  '<pattern id="p"><image href="https://evil.example"/></pattern>',
  '<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>',
  '<mask id="m"/><clipPath id="c"/>',
  '<marker id="m"><script>alert(1)</script></marker>',
  '<symbol id="s"><path d="M0 0"/></symbol>',
  '<defs><script>alert(1)</script></defs>',
  '<switch><foreignObject><script>alert(1)</script></foreignObject></switch>',
  '<handler type="text/javascript">alert(1)</handler>',
  '<listener event="load" handler="#h"/>',
  '<!-- <script>alert(1)</script> -->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>',
  '<?php echo 1; ?>',
  '<g><g><g><g><g><g><g><g><g><g><script>alert(1)</script></g></g></g></g></g></g></g></g></g></g>',
  '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd"/>',
  '<svg onload="alert(1)"><path d="M0 0"/></svg>',
  '<g style="background:url(javascript:alert(1))"><path d="M0 0L1 1"/></g>',
  '<g onclick="alert(1)"><path d="M0 0L1 1"/></g>',
  '<g transform="url(#x)"><path d="M0 0L1 1"/></g>',
  '<g fill="url(#evil)"><circle r="1" cx="1" cy="1"/></g>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<xss:script xmlns:xss="http://www.w3.org/2000/svg">alert(1)</xss:script>',
  '<path d="M0 0">&lt;script&gt;alert(1)&lt;/script&gt;</path>',
];

const ATTRIBUTE_PAYLOADS = [
  'onload="alert(1)"',
  'onclick="alert(1)"',
  'onmouseover="alert(1)"',
  'OnLoad="alert(1)"',
  'onfocusin="alert(1)"',
  'onbegin="alert(1)"',
  'style="fill:url(https://evil.example)"',
  'style="background-image:url(javascript:alert(1))"',
  'style="behavior:url(x.htc)"',
  'style="width:expression(alert(1))"',
  'fill="url(#x)"',
  'fill="url(https://evil.example/#x)"',
  'stroke="url(javascript:alert(1))"',
  'stroke="javascript:alert(1)"',
  'fill="&#x75;rl(https://evil.example)"',
  'fill="red;background:url(x)"',
  'fill="rgb(0,0,0) url(x)"',
  'filter="url(#f)"',
  'mask="url(#m)"',
  'clip-path="url(#c)"',
  'marker-start="url(#m)"',
  'href="javascript:alert(1)"',
  'xlink:href="javascript:alert(1)"',
  'xml:base="https://evil.example/"',
  'xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:text/html,alert(1)"',
  'transform="url(#x)"',
  'transform="translate(1) javascript:alert(1)"',
  'transform="rotate(1) skewX(expression(alert(1)))"',
  'stroke-width="1;behavior:url(x)"',
  'stroke-width="calc(1px + url(x))"',
  'cursor="url(https://evil.example/c.cur)"',
  'requiredExtensions="http://evil.example"',
  'id="x" class="y"',
];

const DOCUMENT_PAYLOADS = [
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L1 1"/><text>&xxe;</text></svg>',
  '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg><path d="&b;"/></svg>',
  '<!doctype svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "https://evil.example/svg11.dtd"><svg><path d="M0 0L1 1"/></svg>',
  '<!DOCTYPE svg SYSTEM "file:///etc/passwd"><svg><path d="M0 0L1 1"/></svg>',
  '<!ENTITY % p SYSTEM "https://evil.example/x.dtd">%p;<svg><path d="M0 0L1 1"/></svg>',
  '<svg><!DOCTYPE x><path d="M0 0L1 1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L1 1" fill="&xxe;"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><path d="&#77;0 0L1 1"/></svg>',
  '<html><body><svg><path d="M0 0L1 1"/></svg><script>alert(1)</script></body></html>',
  '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:path d="M0 0L1 1"/><svg:script>alert(1)</svg:script></svg:svg>',
  '<SVG><PATH d="M0 0L1 1"/></SVG>',
  '<svg><path d="M0 0L1 1"/></svg><script>alert(1)</script>',
  '<svg><path d="M0 0L1 1"/></svg><svg onload="alert(1)"/>',
  '<svg><path d="M0 0L1 1"></svg>',
  '<svg><path d="M0 0L1 1" d="M5 5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg></svg>',
  '<svg/>',
  '',
  '   ',
  'not xml at all',
  '<svg><path d="javascript:alert(1)"/></svg>',
  '<svg><path d="M0 0 url(x)"/></svg>',
  '<svg><polyline points="0,0 javascript:alert(1)"/></svg>',
  '<svg><circle r="expression(alert(1))" cx="1" cy="1"/></svg>',
  `<svg>${'<g>'.repeat(5000)}<path d="M0 0L1 1"/>${'</g>'.repeat(5000)}</svg>`,
  `<svg><path d="M0 0L1 1"/>${'<path d="M0 0L1 1"/>'.repeat(20_000)}</svg>`,
  `<svg><path d="M0 0L1 1"/><!--${'x'.repeat(300 * 1024)}--></svg>`,
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10 javascript:alert(1)"><path d="M0 0L1 1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="100%;background:url(x)"><path d="M0 0L1 1"/></svg>',
  '<svg xmlns="http://www.w3.org/1999/xhtml"><path d="M0 0L1 1"/></svg>',
  '<svg><path d="M0 0L1 1"/>\u0000<script>alert(1)</script></svg>',
  '\uFEFF<svg><path d="M0 0L1 1" onload="alert(1)"/></svg>',
];

const corpus = [
  ...ELEMENT_PAYLOADS.map(wrap),
  ...ATTRIBUTE_PAYLOADS.map((attribute) =>
    wrap(
      `<path d="M 5,5 L 9,9" ${attribute}/><g ${attribute}><circle r="1" cx="2" cy="2" ${attribute}/></g>`,
    ),
  ),
  ...ATTRIBUTE_PAYLOADS.map(
    (attribute) => `<svg xmlns="http://www.w3.org/2000/svg" ${attribute}>${stroke}</svg>`,
  ),
  ...DOCUMENT_PAYLOADS,
];

const reparser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
});

type Node = Record<string, unknown>;

/** The clean SVG, or null when the upload was refused (for whatever reason). */
function sanitizeSignatureSvg(input: string): string | null {
  const result = clean(input);
  return result.ok ? result.svg : null;
}

function walk(nodes: Node[], visit: (name: string, attributes: Record<string, string>) => void) {
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@') ?? '';
    visit(name, (node[':@'] ?? {}) as Record<string, string>);
    if (Array.isArray(node[name])) walk(node[name] as Node[], visit);
  }
}

function assertInert(output: string, input: string) {
  expect(output, input).not.toMatch(ACTIVE);
  expect(output.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), input).toBe(true);
  walk(reparser.parse(output) as Node[], (name, attributes) => {
    expect(ALLOWED_ELEMENTS.has(name), `${name} in ${input}`).toBe(true);
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(ALLOWED_ATTRIBUTES.has(attribute), `${attribute} in ${input}`).toBe(true);
      if (attribute === 'xmlns') {
        expect(value).toBe('http://www.w3.org/2000/svg');
        continue;
      }
      // Numbers, path data, colour words, #hex, rgb()/rgba() and numeric transforms only.
      expect(value, input).toMatch(/^[A-Z0-9 .,#%()+-]*$/i);
      if (value.includes('(')) {
        expect(value, input).toMatch(/^(?:rgba?|matrix|translate|scale|rotate)\(/);
      }
    }
  });
  // Idempotent: cleaning the clean output changes nothing.
  expect(sanitizeSignatureSvg(output)).toBe(output);
}

describe('sanitizeSignatureSvg', () => {
  it(`keeps nothing active from ${corpus.length} hostile inputs`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    let kept = 0;
    for (const input of corpus) {
      const output = sanitizeSignatureSvg(input);
      if (output === null) continue;
      kept++;
      assertInert(output, input);
    }
    // Hostile extras around a real stroke are stripped, the stroke stays.
    expect(kept).toBeGreaterThan(50);
  });

  it('refuses DTDs and entities outright, whatever else the document holds', () => {
    for (const input of DOCUMENT_PAYLOADS.filter((doc) => /<!(?:doctype|entity)/i.test(doc)))
      expect(sanitizeSignatureSvg(input), input).toBeNull();
  });

  it('returns null for empty, drawing-less, unparsable and oversized input', () => {
    for (const input of [
      '',
      '<svg></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><g></g></svg>',
      '<svg><path/></svg>',
      '<svg><path d="M0 0L1 1"></svg>',
      '<svg><path d="M0 0L1 1"/></svg><svg/>',
      `<svg>${'<g>'.repeat(5000)}<path d="M0 0L1 1"/>${'</g>'.repeat(5000)}</svg>`,
      `<svg><path d="M0 0L1 1"/>${' '.repeat(256 * 1024)}</svg>`,
    ])
      expect(sanitizeSignatureSvg(input), input.slice(0, 80)).toBeNull();
  });

  it('keeps the strokes of a captured signature_pad SVG', () => {
    const output = sanitizeSignatureSvg(SAMPLE_SIGNATURE_SVG);
    expect(output).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150">' +
        '<path fill="none" stroke="black" stroke-width="3.375" stroke-linecap="round" d="M 20.000,80.000 C 40.000,60.000 60.000,60.000 80.000,90.000"/>' +
        '<circle fill="black" cx="120" cy="70" r="1.5"/></svg>',
    );
  });

  it('keeps every stroke of an SVG made by signature_pad 5 itself', () => {
    // jsdom has no canvas: a context that accepts every call is enough for toSVG.
    const context = new Proxy({}, { get: () => () => undefined, set: () => true });
    // The node project has no DOM types; jsdom provides the globals at run time.
    type Canvas = { width: number; height: number };
    const dom = globalThis as unknown as {
      HTMLCanvasElement: { prototype: { getContext: unknown } };
      document: { createElement: (tag: 'canvas') => Canvas };
    };
    dom.HTMLCanvasElement.prototype.getContext = () => context;
    const canvas = dom.document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const pad = new SignaturePad(canvas as ConstructorParameters<typeof SignaturePad>[0]);
    const stroke = (points: [number, number][], start: number) =>
      points.map(([x, y], i) => ({ x, y, time: start + i * 20, pressure: 0.5 }));
    pad.fromData([
      {
        points: stroke(
          [
            [10, 10],
            [40, 30],
            [80, 60],
            [120, 70],
            [160, 90],
            [200, 80],
          ],
          0,
        ),
        penColor: 'rgb(0, 0, 0)',
        dotSize: 0,
        minWidth: 0.5,
        maxWidth: 2.5,
        velocityFilterWeight: 0.7,
        compositeOperation: 'source-over',
      },
      {
        points: stroke([[300, 100]], 1000),
        penColor: '#1a237e',
        dotSize: 0,
        minWidth: 0.5,
        maxWidth: 2.5,
        velocityFilterWeight: 0.7,
        compositeOperation: 'source-over',
      },
    ]);
    const svg = pad.toSVG();
    const paths = svg.match(/<path /g)?.length ?? 0;
    expect(paths).toBeGreaterThan(0);
    const output = sanitizeSignatureSvg(svg);
    expect(output).not.toBeNull();
    const clean = output ?? '';
    assertInert(clean, svg);
    expect(clean.match(/<path /g)?.length).toBe(paths);
    expect(clean.match(/<circle /g)?.length).toBe(svg.match(/<circle /g)?.length);
    for (const d of svg.match(/ d="[^"]+"/g) ?? []) expect(clean).toContain(d);
    expect(clean).toContain('viewBox="0 0 400 200"');
  });

  it('refuses more elements or numbers than its budget as too complex, and keeps up to it', () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    const pairs = (count: number) => '1 2 '.repeat(count / 2).trim();
    // The svg root is not counted; each child node is, kept or dropped.
    const dots = (count: number, tag = 'g') => `<${tag}/>`.repeat(count - 1) + '<circle r="1"/>';
    expect(clean(svg(dots(SIGNATURE_MAX_ELEMENTS))).ok).toBe(true);
    expect(clean(svg(`<polyline points="${pairs(SIGNATURE_MAX_NUMBERS)}"/>`)).ok).toBe(true);
    for (const inner of [
      dots(SIGNATURE_MAX_ELEMENTS + 1),
      dots(SIGNATURE_MAX_ELEMENTS + 1, 'x'),
      `<polyline points="${pairs(SIGNATURE_MAX_NUMBERS + 2)}"/>`,
      `<path d="M0 0"/><polyline points="${pairs(SIGNATURE_MAX_NUMBERS)}"/>`,
    ])
      expect(clean(svg(inner))).toEqual({ ok: false, refusal: 'signature_too_complex' });
  });

  it('keeps path data and points the SVG grammar allows, drops the rest', () => {
    const input =
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1.5.5l1-2a1 1 0 0110 10z"/>' +
      '<path d="M0 0 L1"/><polyline points="1.5.5 1-2"/><polyline points="1 2 3"/></svg>';
    expect(sanitizeSignatureSvg(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1.5.5l1-2a1 1 0 0110 10z"/>' +
        '<polyline points="1.5.5 1-2"/></svg>',
    );
  });
});
