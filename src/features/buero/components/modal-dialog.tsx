import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalDialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A native modal <dialog>, open while mounted: the browser traps focus and
 * closes it on Escape; focus goes back to the button that opened it. Native, as
 * the unsent panel does, so no overlay library joins the office's chunk.
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="buero-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself: close, like Escape.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="buero-dialog__body">
        <h2 id={titleId} className="buero-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
