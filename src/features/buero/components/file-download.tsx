import { Trans } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { downloadBlob } from '@src/ui/download';
import { fetchFile } from '../api/download';

type FileDownloadProps = {
  href: string;
  children: ReactNode;
  /** The file's name when the answer names none. */
  fileName: string;
  className?: string;
  'aria-label'?: string;
};

/**
 * A download link of the office (a PDF, a ZIP): a link still (open in a new
 * tab, copy the address), but a click fetches the file, so a refusal reads as
 * words beside it, e.g. too many exports at once and how long to wait (429).
 */
export function FileDownload({ href, children, fileName, ...link }: FileDownloadProps) {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    try {
      const file = await fetchFile(href, locale);
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
        href={href}
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
