import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading back what a PDF says, for the invoice tests: its text and embedded
 * files through pdfjs-dist, and its object dictionaries straight from the
 * file (pdfkit writes them uncompressed), for the PDF/A-3 structure pdfjs
 * does not expose (/AF, /AFRelationship, /OutputIntents).
 */

export type PdfObjects = Map<number, string>;

/** Every indirect object's text (dictionary, and stream bytes as latin1) by number. */
export function pdfObjects(pdf: Buffer): PdfObjects {
  const objects: PdfObjects = new Map();
  const text = pdf.toString('latin1');
  const pattern = /(?:^|\n)(\d+) 0 obj\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('\nendobj', start);
    objects.set(Number(match[1]), text.slice(start, end));
  }
  return objects;
}

/** The object a `/Key n 0 R` entry of a dictionary points to. */
export function referenced(
  objects: PdfObjects,
  dictionary: string,
  key: string,
): string | undefined {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return match ? objects.get(Number(match[1])) : undefined;
}

/** The document catalog. */
export function catalogOf(objects: PdfObjects): string {
  const catalog = [...objects.values()].find((body) => body.includes('/Type /Catalog'));
  if (!catalog) throw new Error('no catalog');
  return catalog;
}

/** Objects listed by reference in an array entry (`/AF [5 0 R 6 0 R]`). */
export function referencedArray(objects: PdfObjects, dictionary: string, key: string): string[] {
  const match = new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dictionary);
  if (!match?.[1]) return [];
  const tokens = match[1].trim().split(' ');
  const found: string[] = [];
  for (let i = 0; i + 2 < tokens.length; i += 3) {
    if (tokens[i + 2] === 'R') found.push(objects.get(Number(tokens[i])) ?? '');
  }
  return found;
}

export type ReadPdf = {
  text: string;
  pages: number;
  attachments: Map<string, Buffer>;
  /** XMP properties pdfjs read (pdfaid:part, fx:ConformanceLevel, ...). */
  xmp: Map<string, string>;
  /** The XMP packet as written. */
  xmpRaw: string;
};

/** Text, embedded files and XMP of a PDF, read with pdfjs-dist. */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  const attachments = new Map<string, Buffer>();
  const files = ((await doc.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  for (const file of Object.values(files)) {
    attachments.set(file.filename, Buffer.from(file.content));
  }
  const xmp = new Map<string, string>();
  const { metadata } = await doc.getMetadata();
  const all = (metadata?.getAll() ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(all)) xmp.set(key, String(value));
  const xmpRaw = String(metadata?.getRaw() ?? '');
  const pages = doc.numPages;
  await doc.destroy();
  return { text: text.replace(/[ \t]+/g, ' '), pages, attachments, xmp, xmpRaw };
}
