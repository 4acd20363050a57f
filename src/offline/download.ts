/** Offers a Blob as a file download (the user keeps unsent entries outside the browser). */
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

/** A time as a file-name part (no ':' or '.', which some systems refuse). */
export const fileStamp = (time: number): string =>
  new Date(time).toISOString().replace(/[:.]/g, '-');

/** One outbox entry as a JSON file named `${prefix}-${its creation time}.json`. */
export function downloadEntry(row: { createdAt: number }, prefix: string): void {
  const blob = new Blob([JSON.stringify(row, null, 2)], { type: 'application/json' });
  downloadBlob(blob, `${prefix}-${fileStamp(row.createdAt)}.json`);
}
