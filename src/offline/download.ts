import { downloadBlob } from '@src/ui/download';

/** A time as a file-name part (no ':' or '.', which some systems refuse). */
export const fileStamp = (time: number): string =>
  new Date(time).toISOString().replace(/[:.]/g, '-');

/** One outbox entry as a JSON file named `${prefix}-${its creation time}.json`. */
export function downloadEntry(row: { createdAt: number }, prefix: string): void {
  const blob = new Blob([JSON.stringify(row, null, 2)], { type: 'application/json' });
  downloadBlob(blob, `${prefix}-${fileStamp(row.createdAt)}.json`);
}
