import { XMLBuilder } from 'fast-xml-parser';

/*
 * The XML of the formats is built as a tree of plain objects and written by
 * fast-xml-parser's builder (ADR 0031), which escapes text and attributes.
 * Keys keep their insertion order, which is the element order the schemas
 * demand; attributes are keys with the `@_` prefix, text is `#text`.
 */

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlNode[];

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

// XML 1.0 has no place for most C0 controls; a name pasted with one must not
// make the whole document unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\v\f\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text fit for an XML element: forbidden control characters removed, trimmed. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').trim();
}

/** An element with text and attributes. */
export function withAttributes(text: string, attributes: Record<string, string>): XmlNode {
  const node: XmlNode = { '#text': xmlText(text) };
  for (const [name, value] of Object.entries(attributes)) node[`@_${name}`] = value;
  return node;
}

/** A document with the XML declaration. */
export function buildXml(root: XmlNode): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ...root,
  }) as string;
}

/** Elements without a declaration, to go inside another document (XMP). */
export function buildFragment(nodes: XmlNode): string {
  return builder.build(nodes) as string;
}
