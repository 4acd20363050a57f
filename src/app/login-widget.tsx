import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { AuthState } from '@domain/auth/auth';
import type { LoginNotice } from '@src/features/auth/login-notice';
import { Alert } from '@src/ui/alert';
import { downloadBlob } from '@src/ui/download';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

/** Saves the unsent entries as a file, so a user who must go can keep them. */
async function downloadOutbox(): Promise<void> {
  const { exportUnsentEntries } = await import('./device-data');
  const day = new Date().toISOString().slice(0, 10);
  downloadBlob(await exportUnsentEntries(), `stundenerfassung-${day}.json`);
}

/**
 * Who is signed in (a link to the master data, if the account has them) and a quiet log-out button; a
 * log-in link for visitors. Logging out always ends the session on this device;
 * only unsent time entries keep the user signed in.
 */
export function LoginWidget({ state }: { state: AuthState }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);

  if (!state.authenticated) {
    return (
      <div className="widget">
        <NavLink to={paths.login(locale)} className="header__link">
          <Trans>Anmelden</Trans>
        </NavLink>
      </div>
    );
  }

  async function onLogout() {
    if (pending) return;
    setPending(true);
    setRefused(false);
    // Loaded on demand: the logout reaches for the cache and the local database.
    const [{ logout }, device] = await Promise.all([
      import('@src/features/auth/api/logout'),
      import('./device-data'),
    ]);
    const result = await logout([device.unsentEntriesCheck], device.forgetDeviceData);
    setPending(false);
    if (result.outcome === 'refused') {
      setRefused(true);
      return;
    }
    const notice: LoginNotice = result.outcome === 'done' ? 'logged-out' : 'logout-deferred';
    await navigate(paths.login(locale), { state: { notice } });
  }

  const name = (
    <>
      <span className="visually-hidden">
        <Trans>Angemeldet als</Trans>{' '}
      </span>
      {state.user.name}
    </>
  );

  return (
    <div className="widget">
      {state.user.areas.includes('stammdaten') ? (
        <Link to={paths.stammdaten(locale)} className="header__link widget__user">
          {name}
        </Link>
      ) : (
        // Without a staff record there are no master data to link to.
        <span className="header__link widget__user">{name}</span>
      )}
      <button
        type="button"
        className="header__link widget__logout"
        onClick={() => void onLogout()}
        aria-disabled={pending}
      >
        <Trans>Abmelden</Trans>
      </button>
      {refused ? (
        <Alert tone="error">
          <Trans>
            Auf diesem Gerät warten noch Zeiten auf das Senden. Bitte gehen Sie online und warten
            Sie, bis sie gesendet sind, oder sichern Sie sie als Datei.
          </Trans>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void downloadOutbox()}
          >
            <Trans>Als Datei sichern</Trans>
          </button>
        </Alert>
      ) : null}
    </div>
  );
}
