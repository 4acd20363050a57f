import { useEffect, useState, useSyncExternalStore } from 'react';
import { dirtyForms } from './dirty-forms';

/** Every form calls this with react-hook-form's isDirty, so updates wait for unsaved input. */
export function useDirtyForm(isDirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    dirtyForms.setDirty(form, isDirty);
  }, [form, isDirty]);
  // A form that unmounts (saved, navigated away) no longer holds anything back.
  useEffect(() => () => dirtyForms.setDirty(form, false), [form]);
}

/** True while any form on the page has unsaved input. */
export function useAnyFormDirty(): boolean {
  return useSyncExternalStore(dirtyForms.subscribe, dirtyForms.isAnyDirty, () => false);
}
