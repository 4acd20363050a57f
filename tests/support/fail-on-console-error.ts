import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test is a bug the test did not look for (a React
// warning, a failed request nobody handled): it fails the test.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called during the test').toEqual([]);
});
