import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigation } from 'react-router-dom';

const WAIT_FOR_HEADING_MS = 3000;

/**
 * After every navigation: `document.title` names the screen (its h1, or the h1's
 * `data-title` when the heading is a greeting), and the focus moves to that h1,
 * so a screen reader announces the new screen. The first load keeps the focus
 * where the browser put it. Works for every screen without each one opting in.
 */
export function useRouteAnnouncer(main: React.RefObject<HTMLElement | null>): void {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const idle = useNavigation().state === 'idle';
  // The path last announced: a change of query or a revalidation is no new screen.
  const announced = useRef<string | null>(null);
  const suffix = t`Messe-Personal`;

  useEffect(() => {
    const container = main.current;
    if (!idle || !container || announced.current === pathname) return;
    const moveFocus = announced.current !== null;
    announced.current = pathname;

    const announce = (): boolean => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      const name = (heading.dataset.title ?? heading.textContent ?? '').trim();
      document.title = name ? `${name} – ${suffix}` : suffix;
      if (moveFocus) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (announce()) return;
    // A screen that renders its heading after its data: wait for it, briefly.
    const observer = new MutationObserver(() => {
      if (announce()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, idle, main, suffix]);
}
