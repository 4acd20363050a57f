import type { OutboxRow } from './db';
import { exportOutbox } from './outbox-guard';

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

const stamp = (time: number) => new Date(time).toISOString().replace(/[:.]/g, '-');

/** One outbox entry as a JSON file. */
export function downloadEntry(row: OutboxRow): void {
  const blob = new Blob([JSON.stringify(row, null, 2)], { type: 'application/json' });
  downloadBlob(blob, `stundenerfassung-eintrag-${stamp(row.createdAt)}.json`);
}

/** The whole outbox as one JSON file (offered when a logout is refused). */
export async function downloadOutbox(): Promise<void> {
  downloadBlob(await exportOutbox(), `stundenerfassung-unversendet-${stamp(Date.now())}.json`);
}
