/** Which forms hold unsaved input; the update prompt never reloads while one does. */
export type DirtyFormRegistry = {
  setDirty(form: symbol, dirty: boolean): void;
  isAnyDirty(): boolean;
  subscribe(listener: () => void): () => void;
};

/** A registry of dirty forms with change notifications (for useSyncExternalStore). */
export function createDirtyFormRegistry(): DirtyFormRegistry {
  const dirty = new Set<symbol>();
  const listeners = new Set<() => void>();
  return {
    setDirty(form, isDirty) {
      const changed = isDirty ? !dirty.has(form) : dirty.has(form);
      if (!changed) return;
      if (isDirty) dirty.add(form);
      else dirty.delete(form);
      for (const listener of [...listeners]) listener();
    },
    isAnyDirty: () => dirty.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one registry: every form reports to it through useDirtyForm. */
export const dirtyForms = createDirtyFormRegistry();
