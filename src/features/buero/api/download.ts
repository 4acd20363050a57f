import { isApiErrorBody } from '@domain/shared/api-error';
import { ApiError, NetworkError, parseRetryAfter } from '@src/api/client';

/*
 * The office's files (timesheet PDFs, the fair's ZIP, payroll files, a
 * person's data) are fetched, not linked: a refusal (a 422, or the 429 when
 * too many exports run at once) then shows as words on the screen instead of
 * a JSON file in the downloads.
 */

const RETRY_AFTER = 'Retry-After';
const DISPOSITION = 'Content-Disposition';

/** The name in `Content-Disposition` (RFC 6266: `filename*` first), else null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Fetches a file; throws ApiError (with Retry-After) or NetworkError when it does not come. */
export async function fetchFile(
  path: string,
  locale: string,
): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': locale },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      isApiErrorBody(body) ? body : { message: '', errors: {} },
      parseRetryAfter(response.headers.get(RETRY_AFTER)),
    );
  }
  const name = dispositionFileName(response.headers.get(DISPOSITION));
  return { blob: await response.blob(), name };
}

/** Offers a Blob as a download. */
export function offerDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click is handled; at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
