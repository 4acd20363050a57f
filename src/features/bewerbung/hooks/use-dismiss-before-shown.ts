import { type RefObject, useEffect } from 'react';

type OpenState = { isOpen: boolean; close: () => void };

const within = (target: EventTarget | null, element: Element | null | undefined) =>
  target instanceof Node && Boolean(element?.contains(target));

/**
 * Lets Escape, a click elsewhere and focus moving on close a popover that is
 * wanted but not on screen yet. react-aria's popover handles all three itself,
 * but only once it is mounted and holds the focus. The birthdate calendar's
 * code is fetched on the first opening: an Escape or a click elsewhere during
 * that fetch reached nobody, the calendar appeared afterwards, took the focus
 * and left the form inert behind it (the send button could not be clicked).
 *
 * `popoverId` names the popover's element; while it is in the document only
 * Escape from outside it (focus still on the trigger, the first frames after
 * mounting) is handled here.
 */
export function useDismissBeforeShown(
  { isOpen, close }: OpenState,
  triggerRef: RefObject<HTMLElement | null>,
  popoverId: string | undefined,
) {
  useEffect(() => {
    if (!isOpen) return;
    const popover = () => (popoverId ? document.getElementById(popoverId) : null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !within(event.target, popover())) close();
    };
    const onElsewhere = (event: Event) => {
      if (popover() || within(event.target, triggerRef.current)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onElsewhere, true);
    document.addEventListener('focusin', onElsewhere, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onElsewhere, true);
      document.removeEventListener('focusin', onElsewhere, true);
    };
  }, [isOpen, close, triggerRef, popoverId]);
}
