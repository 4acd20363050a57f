import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/** How long a toast with an undo stays by itself: long enough to read it and reach the button. */
export const UNDO_TOAST_MS = 10_000;

/** A plain result ('wiederhergestellt') needs only to be read. */
const NOTE_TOAST_MS = 5_000;

export type Toast = {
  /** What just happened, in words ("Tag von Anna Albers geleert, vorher 09:00–18:00."). */
  message: string;
  /** Present while the change can be undone: the button's action. */
  undo?: () => void;
  /** Names what the undo button undoes for a screen reader ("Leeren von Anna Albers rückgängig"). */
  undoLabel?: string;
  /** Moves the focus back to where the change was made (the toast closes while focus is in it). */
  returnFocus?: () => void;
};

type UndoToastProps = {
  toast: Toast | null;
  onClose: () => void;
};

/** True when the element shows a keyboard focus ring (':focus-visible'). */
function keyboardFocused(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser (or jsdom) without the selector: treat it as a keyboard focus and stay open.
    return true;
  }
}

/**
 * A status line at the bottom of the screen with an optional 'Rückgängig'
 * button. The text sits in a live region that stays in the page, so screen
 * readers announce each message. With an undo, the button takes the focus
 * (the control that was used is usually gone); it closes by itself after
 * UNDO_TOAST_MS (a plain message sooner), except while a mouse rests on it or the keyboard focus is in
 * it (WCAG 2.2.1), and on Escape. Closing with the focus inside hands it back.
 */
export function UndoToast({ toast, onClose }: UndoToastProps) {
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const paused = hovered || keyboard;

  const close = () => {
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    setKeyboard(false);
    setHovered(false);
    onClose();
    if (hadFocus) toast?.returnFocus?.();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  const undoable = toast?.undo !== undefined;
  useEffect(() => {
    // A new toast with an undo: the button gets the focus only when nothing else has it.
    const active = document.activeElement;
    if (undoable && (active === null || active === document.body)) {
      button.current?.focus({ preventScroll: true });
    }
  }, [toast, undoable]);

  useEffect(() => {
    if (!toast || paused) return undefined;
    const timer = window.setTimeout(
      () => closeRef.current(),
      toast.undo ? UNDO_TOAST_MS : NOTE_TOAST_MS,
    );
    return () => window.clearTimeout(timer);
  }, [toast, paused]);

  return (
    <div
      ref={root}
      className={`tt-toast${toast ? ' tt-toast--open' : ''}`}
      data-testid="undo-toast"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && toast) close();
      }}
      onFocus={(event) => setKeyboard(keyboardFocused(event.target))}
      onBlur={() => setKeyboard(false)}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
    >
      <p role="status" className="tt-toast__message">
        {toast?.message}
      </p>
      {toast?.undo ? (
        <button
          ref={button}
          type="button"
          className="button button--secondary tt-toast__undo"
          aria-label={toast.undoLabel}
          onClick={() => {
            const undo = toast.undo;
            close();
            undo?.();
          }}
        >
          <Trans>Rückgängig</Trans>
        </button>
      ) : null}
    </div>
  );
}
