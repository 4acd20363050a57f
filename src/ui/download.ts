/*
 * The browser's one way to save a file it holds (a fetched payroll file, the
 * unsent entries of the tablet). A file the server sent is saved under the
 * name of its Content-Disposition (dispositionFileName in
 * domain/shared/content-disposition.ts).
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
