import { useCallback, useState } from 'react';

/*
 * Rows of the day list get their controls when they come near the screen
 * (300 people × three steppers are too many elements to build at once within
 * the date view's 200 ms budget, bench/budgets.ts). Once near, a row stays so.
 */

/** About two screens ahead, so scrolling never meets a row still without controls. */
const ROOT_MARGIN = '1500px 0px';

const reveals = new WeakMap<Element, () => void>();
let shared: IntersectionObserver | null = null;

function observer(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        shared?.unobserve(entry.target);
        reveals.get(entry.target)?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return shared;
}

/**
 * Whether the element is (or was) near the viewport; `eager` starts true (the
 * first rows). Returns a ref callback for the element and `reveal` for focus
 * that arrives before the observer does.
 */
export function useNearViewport(eager: boolean) {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const reveal = useCallback(() => setNear(true), []);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      const io = observer();
      if (!element || near || !io) return;
      reveals.set(element, reveal);
      io.observe(element);
      return () => {
        io.unobserve(element);
        reveals.delete(element);
      };
    },
    [near, reveal],
  );
  return { near, ref, reveal };
}
