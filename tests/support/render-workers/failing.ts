/** A worker whose rendering fails, as a pdfkit bug or a crashed thread would. */
export default function failingRender(): never {
  throw new Error('render failed at /srv/secret/path.ts:12');
}
