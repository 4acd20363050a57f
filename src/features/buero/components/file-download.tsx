import { Trans } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useState } from 'react';
import type { Operation, OperationInput } from '@domain/shared/operation';
import { operationHref } from '@src/api/call';
import { callFile } from '@src/api/file-answer';
import { FailureAlert } from '@src/ui/failure-alert';
import { downloadBlob } from '@src/ui/download';

/** A GET operation that answers a file (a PDF, a ZIP). */
type FileOperation = Operation & { method: 'get'; file: { types: readonly string[] } };

type FileDownloadProps<O extends FileOperation> = {
  operation: O;
  input: OperationInput<O>;
  children: ReactNode;
  /** The file's name when the answer names none. */
  fileName: string;
  className?: string;
  'aria-label'?: string;
};

/**
 * A download link of the office (a PDF, a ZIP): a link still (open in a new
 * tab, copy the address), but a click fetches the file through `call`, so a
 * refusal reads as words beside it, e.g. too many exports at once and how
 * long to wait (429).
 */
export function FileDownload<O extends FileOperation>({
  operation,
  input,
  children,
  fileName,
  ...link
}: FileDownloadProps<O>) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    try {
      const file = await callFile(operation, input);
      downloadBlob(file.blob, file.name ?? fileName);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <a
        {...link}
        href={operationHref(operation, input)}
        download
        aria-busy={pending}
        onClick={(event) => void download(event)}
      >
        {children}
      </a>
      {pending ? (
        <span className="buero-muted" role="status">
          {' '}
          <Trans>wird erstellt …</Trans>
        </span>
      ) : null}
      <FailureAlert error={failure} />
    </>
  );
}
