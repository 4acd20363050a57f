import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@src/ui/button';

const DISMISSED_KEY = 'mp-tt-install-hint-dismissed';

/** True in Safari on iPhone/iPad when the portal runs in a tab, not from the home screen. */
export function isIosSafariTab(nav: Navigator = navigator): boolean {
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone;
  // iPadOS reports itself as a Mac; touch points give it away.
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return ios && standalone === false;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Safari may evict a tab's storage after 7 days without use; an installed
 * home-screen app keeps it. So on iOS in a tab the area suggests installing.
 */
export function InstallHint() {
  const [visible, setVisible] = useState(() => isIosSafariTab() && !wasDismissed());
  if (!visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: the hint simply comes back next time.
    }
    setVisible(false);
  };
  return (
    <aside className="tt-hint" aria-labelledby="tt-install-hint-title">
      <div>
        <p id="tt-install-hint-title">
          <strong>
            <Trans>Tipp: Portal zum Home-Bildschirm hinzufügen</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            Tippen Sie auf „Teilen“ und dann „Zum Home-Bildschirm“. Safari kann Daten eines Tabs
            nach 7 Tagen ohne Nutzung löschen; als App bleiben Ihre Eingaben auf dem Gerät.
          </Trans>
        </p>
      </div>
      <Button variant="secondary" onPress={dismiss}>
        <Trans>Ausblenden</Trans>
      </Button>
    </aside>
  );
}
