import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeEntryForm } from '@src/features/stundenerfassung/components/time-entry-form';
import type { LawRow } from '@src/features/stundenerfassung/lib/working-time';
import { renderAt } from './render';

// The form writes nothing in these tests; Dexie is not needed.
vi.mock('@src/features/stundenerfassung/data/writes', () => ({
  saveTimeEntry: vi.fn(async () => {}),
  InvalidWriteError: class extends Error {},
  SheetSignedError: class extends Error {},
}));

/** Fronleichnam 2026: a holiday in Bayern, not in Hamburg. */
const DAY = '2026-06-04';
const IDS = { messeId: 3, customerId: 7, staffId: 11, day: DAY };

/** The evening before on another fair (another supervisor's pair on this device). */
const EVENING_BEFORE: LawRow = {
  key: '5:9:11:2026-06-03',
  messeId: 5,
  customerId: 9,
  staffId: 11,
  day: '2026-06-03',
  time_start: 15 * 60,
  time_end: 23 * 60,
  time_break: 30,
  federalState: 'HH',
};

function renderForm(federalState: LawRow['federalState'], neighbours: LawRow[] = []) {
  renderAt(
    '/de/form',
    '/:locale/form',
    <TimeEntryForm
      ids={IDS}
      initial={{ time_start: 8 * 60, time_end: 17 * 60, time_break: 0 }}
      isSigned={false}
      neighbours={neighbours}
      federalState={federalState}
      onSaved={() => {}}
    />,
  );
  return screen.getByTestId('working-time-warnings');
}

describe('TimeEntryForm: working-time law', () => {
  it('shows the warnings next to the total as a status, in words with the paragraph', async () => {
    const region = renderForm('BY', [EVENING_BEFORE]);
    expect(region.getAttribute('role')).toBe('status');
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      // 15:00 the evening before: its 24 hours hold 7:30 then and 7:00 of this morning.
      '§ 3 ArbZG: 14:30 Std. Arbeitszeit in den 24 Stunden ab Arbeitsbeginn am 03.06.2026, mit der Arbeit am 04.06.2026 – mehr als 10 Stunden.',
      '§ 4 ArbZG: 9:00 Std. Arbeit brauchen 30 Min. Pause, eingetragen sind 0 Min.',
      '§ 5 ArbZG: nur 9:00 Std. Ruhezeit zwischen 03.06.2026 und 04.06.2026 – mindestens 11 Stunden.',
      '§ 9 ArbZG: Arbeit an einem Feiertag (Fronleichnam, BY).',
    ]);

    // A 30-minute break ends the § 4 warning at once, before saving.
    await userEvent.selectOptions(screen.getByLabelText('Pause'), '30');
    expect(within(region).queryByText(/§ 4 ArbZG/)).toBeNull();
    expect(within(region).getByText(/§ 5 ArbZG/)).toBeTruthy();
    // Saving is never blocked.
    expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks no holiday for a fair in Hamburg', () => {
    const region = renderForm('HH');
    expect(within(region).getByText(/§ 4 ArbZG/)).toBeTruthy();
    expect(within(region).queryByText(/§ 9/)).toBeNull();
  });

  it('keeps the region, empty, when nothing is wrong (no state: no holiday checked)', async () => {
    const region = renderForm(null);
    await userEvent.selectOptions(screen.getByLabelText('Pause'), '30');
    expect(region.childElementCount).toBe(0);
    expect(region.getAttribute('role')).toBe('status');
  });
});
