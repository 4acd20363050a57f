/*
 * The browser's one way to save a file it holds (a fetched payroll file, the
 * unsent entries of the tablet): the server names what it sends, in
 * Content-Disposition, and the browser saves it under that name.
 */

/** Offers a Blob as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const EXTENDED_NAME = /filename\*\s*=\s*UTF-8''([^;\s]+)/i;
const QUOTED_NAME = /filename\s*=\s*"([^"]*)"/i;

/**
 * The file name of a Content-Disposition header (RFC 6266): the exact name of
 * `filename*` when it reads, else the ASCII fallback; null when there is none.
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
