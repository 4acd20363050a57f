import fc from 'fast-check';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';

/**
 * Entries no valid write produces, for the law rules' "never throws"
 * properties: days that are none, times that are null, negative, fractional,
 * huge or NaN, unknown federal states. `days` adds real days to the mix.
 */
export function oddEntryArb(days: fc.Arbitrary<string>): fc.Arbitrary<WorkingTimeEntry> {
  const time = fc.oneof(
    fc.integer(),
    fc.integer({ min: -3000, max: 6000 }),
    fc.constant(null),
    fc.double(),
  );
  return fc
    .record({
      day: fc.oneof(days, fc.string(), fc.constant('2026-02-30')),
      time_start: time,
      time_end: time,
      time_break: fc.oneof(fc.integer(), fc.double()),
      federalState: fc.constantFrom(null, undefined, 'BY', 'HH', 'XX'),
    })
    .map((entry) => entry as WorkingTimeEntry);
}
