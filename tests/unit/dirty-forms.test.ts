import { describe, expect, it, vi } from 'vitest';
import { createDirtyFormRegistry } from '@src/ui/dirty-forms';

describe('dirty form registry', () => {
  it('is dirty while any registered form is dirty', () => {
    const registry = createDirtyFormRegistry();
    const a = Symbol('a');
    const b = Symbol('b');
    expect(registry.isAnyDirty()).toBe(false);
    registry.setDirty(a, true);
    registry.setDirty(b, true);
    registry.setDirty(a, false);
    expect(registry.isAnyDirty()).toBe(true);
    registry.setDirty(b, false);
    expect(registry.isAnyDirty()).toBe(false);
  });

  it('notifies subscribers only on changes, until they unsubscribe', () => {
    const registry = createDirtyFormRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const form = Symbol('form');
    registry.setDirty(form, true);
    registry.setDirty(form, true);
    registry.setDirty(form, false);
    registry.setDirty(form, false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.setDirty(form, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
