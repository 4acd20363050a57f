// react-aria's usePress injects an inline <style> (touch-action on pressable
// elements), which our CSP (`style-src 'self'`) blocks with a console error on
// every page. It skips the injection when an element with its id exists, so we
// add an empty marker; the same rule lives in app.css (`[data-react-aria-pressable]`).
const REACT_ARIA_STYLE_ID = 'react-aria-pressable-style';

/** Call once before the first render. */
export function avoidInlineStyleInjection(): void {
  if (document.getElementById(REACT_ARIA_STYLE_ID)) return;
  const marker = document.createElement('meta');
  marker.id = REACT_ARIA_STYLE_ID;
  document.head.append(marker);
}
