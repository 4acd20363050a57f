import type { UploadType } from '@server/platform/storage/file-type';

const EXTENSION: Record<UploadType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};

const MAX_STEM_LENGTH = 100;
// C0/C1 controls; bidi overrides and isolates (which can make 'gpj.exe' read 'exe.jpg');
// zero-width characters. None of them belongs in a name shown to people.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A browser sends only the base name of a chosen file. A name with a path
 * separator, a control character or a dot-only segment was crafted: refused.
 */
export function isAcceptableFileName(name: string): boolean {
  if (name.includes('/') || name.includes('\\') || CONTROL.test(name)) return false;
  return !/^\.+$/.test(name.trim());
}

/**
 * The original name as it is kept for display and the download's
 * Content-Disposition: NFC, invisible characters out, at most 100 characters,
 * and the extension of the type found in the bytes (a PDF named x.exe is x.pdf).
 * It is never used as a path: the file lives under a random key.
 */
export function displayFileName(name: string, type: UploadType): string {
  const cleaned = name.normalize('NFC').replace(INVISIBLE, '').trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim();
  const short = Array.from(stem).slice(0, MAX_STEM_LENGTH).join('').trim();
  return `${short || 'dokument'}${EXTENSION[type]}`;
}
