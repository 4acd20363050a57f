import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import '@src/ui/ui.css';

/** The back button of a screen: a link, so it also works as "open in new tab". */
export function BackLink({ to }: { to: string }) {
  return (
    <Link className="button button--secondary" to={to}>
      <span aria-hidden="true">‹&nbsp;</span>
      <Trans>Zurück</Trans>
    </Link>
  );
}
