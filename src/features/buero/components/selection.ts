import { useState } from 'react';

/** Checked ids of a table (bulk actions), with toggles for one row and for all shown. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const setAll = (ids: readonly number[], on: boolean) =>
    setSelected(on ? new Set(ids) : new Set());
  return { selected, toggle, setAll, clear: () => setSelected(new Set()) };
}
