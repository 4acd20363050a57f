/*
 * Uploads are typed by their bytes, never by the name or the client's
 * Content-Type (docs/product/rules.md, Documents). Three formats are accepted anywhere in
 * the portal, so three signatures are checked here rather than pulling in a
 * detector for hundreds of formats (file-type's current major needs Node 22).
 */

export type UploadType = 'image/jpeg' | 'image/png' | 'application/pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PDF_EOF = Buffer.from('%%EOF');

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** True when a JPEG has its start-of-image marker and ends with end-of-image (not truncated). */
function isCompleteJpeg(bytes: Uint8Array): boolean {
  const n = bytes.length;
  return (
    n > 4 && startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9
  );
}

/** True when a PNG has its signature and an IEND chunk at the end (not truncated). */
function isCompletePng(bytes: Uint8Array): boolean {
  if (bytes.length < PNG_SIGNATURE.length + 12 || !startsWith(bytes, PNG_SIGNATURE)) return false;
  const tail = Buffer.from(bytes.subarray(bytes.length - 8, bytes.length - 4)).toString('latin1');
  return tail === 'IEND';
}

/** True when a PDF starts with `%PDF-` and has `%%EOF` in its last KiB (not truncated). */
function isCompletePdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PDF_SIGNATURE)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes(PDF_EOF);
}

/**
 * The type of an upload by its content, or null when it is none of JPEG, PNG
 * and PDF, or is cut off (a truncated file is refused, not stored).
 */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (isCompleteJpeg(bytes)) return 'image/jpeg';
  if (isCompletePng(bytes)) return 'image/png';
  if (isCompletePdf(bytes)) return 'application/pdf';
  return null;
}
