import DOMPurify from 'dompurify';

// Text structure and links only: no scripts, styles, forms, images or frames.
const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br'];
const ALLOWED_ATTR = ['href', 'download', 'title'];

/** Links may only point at the portal's own download files. */
const DOWNLOAD_LINK = /^\/downloads\/[A-Za-z0-9][\w.-]*$/;

function keepOnlyDownloadLinks(node: Element): void {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null || !DOWNLOAD_LINK.test(href)) node.removeAttribute('href');
}

/**
 * The downloads snippet as a DOM fragment that is safe to insert
 * (docs/product/screens.md, Documents; here with DOMPurify): an allowlist of tags
 * and attributes, and links only to /downloads/... files. Editable content must
 * never run code here.
 */
export function sanitizeDownloadsSnippet(html: string): DocumentFragment {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', keepOnlyDownloadLinks);
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
