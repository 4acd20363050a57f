import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls in on a narrow screen, for a table that may hold
 * nothing focusable: the box itself takes focus and is named, so a keyboard can
 * scroll it too (axe scrollable-region-focusable). Tables with links or buttons
 * in every row use a plain `.buero-table-wrap`.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="buero-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
