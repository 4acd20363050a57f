import { dispositionFileName } from '@domain/shared/content-disposition';
import type { Operation, OperationInput, ReceivedDownload } from '@domain/shared/operation';
import { requestPath } from './call';
import { api, type RequestOptions } from './client';

const DISPOSITION = 'Content-Disposition';
/**
 * A file is laid out and streamed while it is read (a fair's ZIP may take
 * minutes): not the calls' 10 s, but longer than the server's own request
 * deadline (REQUEST_TIMEOUT_MS, 5 min), which ends a stuck one first.
 */
const FILE_TIMEOUT_MS = 6 * 60_000;

/**
 * A file to save (a PDF, a ZIP, a payroll file): fetched, not linked, so a
 * refusal shows as words on the screen instead of a JSON file in the
 * downloads; saved under the name the server gave (src/ui/download.ts).
 * Imported by the screens that offer files only, not by a page's first load.
 */
export async function callFile<O extends Operation & { file: object }>(
  operation: O,
  input: OperationInput<O>,
  init: Pick<RequestOptions, 'signal' | 'timeout'> = {},
): Promise<ReceivedDownload> {
  const path = requestPath(operation, input);
  const response = await api.response(path, { timeout: FILE_TIMEOUT_MS, ...init });
  const name = dispositionFileName(response.headers.get(DISPOSITION));
  return { blob: await response.blob(), name };
}
