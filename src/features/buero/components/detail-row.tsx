import type { ReactNode } from 'react';

/** One label/value row of a detail page's description list ('–' when empty). */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="buero-dl__row">
      <dt>{label}</dt>
      <dd>{children ?? '–'}</dd>
    </div>
  );
}
