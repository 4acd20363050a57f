/*
 * Shared by the areas that hand out a stored file as a download (a person's
 * own documents, the office's view of them).
 */

/**
 * `Content-Disposition: attachment` with an ASCII fallback and the exact name
 * as RFC 8187 `filename*` (quotes, backslashes and non-ASCII never reach the
 * quoted form, so the header cannot be broken open).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
