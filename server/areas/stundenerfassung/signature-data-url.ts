/**
 * A stored, sanitized signature SVG as the `signature` of the API answers.
 * A data URL is shown only through `<img>` (the page's CSP allows `img-src
 * data:`), where an SVG runs no script and loads nothing.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
