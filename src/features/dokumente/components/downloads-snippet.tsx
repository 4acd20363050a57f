import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocale } from '@src/ui/use-locale';
import { useDownloadsSnippet } from '../api/downloads-snippet';
import { sanitizeDownloadsSnippet } from '../lib/sanitize-snippet';

/**
 * The agency's forms to download (GET /{locale}/downloads.php), inserted as a
 * sanitized DOM fragment: never as raw HTML.
 */
export function DownloadsSnippet() {
  const locale = useLocale();
  const snippet = useDownloadsSnippet(locale);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = container.current;
    if (!target || snippet.data === undefined) return;
    target.replaceChildren(sanitizeDownloadsSnippet(snippet.data));
  }, [snippet.data]);

  if (snippet.isError) {
    return (
      <p className="doc-muted">
        <Trans>Die Formulare zum Herunterladen konnten nicht geladen werden.</Trans>
      </p>
    );
  }
  return <div ref={container} className="doc-snippet card" data-testid="downloads-snippet" />;
}
