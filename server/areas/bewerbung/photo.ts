import sharp from 'sharp';
import { IMAGE_TYPES } from '@domain/bewerbung/step2';
import { detectUploadType } from '@server/platform/storage/file-type';

/**
 * A decompression bomb stops here: libvips refuses to decode more pixels
 * (about 8000 x 5000, far above any camera photo an applicant sends).
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo's longest side; the agency prints at most 9 x 13 cm. */
export const PHOTO_MAX_SIDE = 2000;

export type PhotoProblem = 'image_type' | 'file_too_large';

/**
 * Checks the photo by its bytes (complete JPEG or PNG, never the name or the
 * client's type) and re-encodes it as a fresh JPEG: turned upright first, then
 * every metadata block (EXIF with GPS, XMP, ICC, comments) is dropped, as sharp
 * writes none unless asked to. Bytes hidden in the original (a polyglot's
 * second format) do not survive the re-encoding.
 */
export async function reencodePhoto(
  bytes: Buffer,
): Promise<{ ok: true; jpeg: Buffer } | { ok: false; problem: PhotoProblem }> {
  const type = detectUploadType(bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) {
    return { ok: false, problem: 'image_type' };
  }
  try {
    const jpeg = await sharp(bytes, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      failOn: 'warning',
      sequentialRead: true,
    })
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, problem: tooBig ? 'file_too_large' : 'image_type' };
  }
}
