/**
 * A sanitized signature SVG as the image URL the screens show: the server's
 * answers and the tablet's own not-yet-sent signature alike, so the two never
 * differ in form. A data URL is shown only through `<img>` (the page's CSP
 * allows `img-src data:`), where an SVG runs no script and loads nothing.
 * Percent-encoded rather than base64: the same native call in the browser and
 * in Node, and no base64 of UTF-8 to build by hand.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
