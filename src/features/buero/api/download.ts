import { isApiErrorBody } from '@domain/shared/api-error';
import { dispositionFileName } from '@domain/shared/content-disposition';
import { ApiError, NetworkError, parseRetryAfter } from '@src/api/client';

/*
 * The office's files (timesheet PDFs, the fair's ZIP, payroll files, a
 * person's data) are fetched, not linked: a refusal (a 422, or the 429 when
 * too many exports run at once) then shows as words on the screen instead of
 * a JSON file in the downloads. The browser saves it with downloadBlob
 * (src/ui/download.ts) under the name the server gave.
 */

const RETRY_AFTER = 'Retry-After';
const DISPOSITION = 'Content-Disposition';

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
