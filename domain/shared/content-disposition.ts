/*
 * The Content-Disposition header of a download, both ways: the server writes
 * it (server/platform/http/send-download.ts) and the browser reads the name
 * back to save the file under it (the server alone names its files).
 */

/**
 * `attachment` with an ASCII fallback and the exact name as `filename*`
 * (RFC 6266 with RFC 8187, the successor of RFC 5987): quotes, backslashes and
 * non-ASCII never reach the quoted form, so the header cannot be broken open,
 * and "Müller.pdf" arrives as "Müller.pdf".
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const EXTENDED_NAME = /filename\*\s*=\s*UTF-8''([^;\s]+)/i;
const QUOTED_NAME = /filename\s*=\s*"([^"]*)"/i;

/**
 * The file name of a Content-Disposition header: the exact name of
 * `filename*` when it reads, else the quoted fallback; null when there is none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED_NAME.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken escape: the quoted fallback below still names the file.
    }
  }
  return QUOTED_NAME.exec(header)?.[1] || null;
}
