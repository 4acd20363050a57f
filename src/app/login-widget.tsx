import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { AuthState } from '../../domain/auth';
import { logout } from '../features/auth/api/logout';
import { Button } from '../ui/button';
import { FailureAlert } from '../ui/failure-alert';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';

type LoginWidgetProps = { state: AuthState; offline: boolean };

/**
 * Who is signed in, with links to master data and (only with the flag) time
 * tracking, and the log-out button; a log-in link for visitors.
 */
export function LoginWidget({ state, offline }: LoginWidgetProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  if (!state.authenticated) {
    return (
      <div className="widget">
        <NavLink to={paths.login(locale)} className="button button--secondary">
          <Trans>Anmelden</Trans>
        </NavLink>
      </div>
    );
  }

  async function onLogout() {
    setPending(true);
    setFailure(null);
    try {
      await logout();
      await navigate(paths.login(locale));
    } catch (error) {
      // The session is still valid on the server: keep everything and say so.
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  const { name } = state.user;
  return (
    <div className="widget">
      <span className="widget__user">
        <Trans>
          Angemeldet als <Link to={paths.stammdaten(locale)}>{name}</Link>
        </Trans>
        {offline ? (
          <span className="badge">
            <Trans>offline</Trans>
          </span>
        ) : null}
      </span>
      {state.user.timetracking ? (
        <NavLink to={paths.stundenerfassung.list(locale)} className="widget__link">
          <Trans>Stundenerfassung</Trans>
        </NavLink>
      ) : null}
      <Button variant="secondary" onPress={onLogout} isDisabled={pending}>
        <Trans>Abmelden</Trans>
      </Button>
      <FailureAlert error={failure} />
    </div>
  );
}
