import type { ApprovalPage, ApprovalRow } from '@domain/freigabe/approval';

/*
 * An approval page's answer (GET /app/api/freigabe/:token) as the server builds it,
 * for the page's tests and the bench until the server's part is merged: `staff`
 * people on `days` consecutive days from 2026-11-20, 09:00–18:00 with 30 minutes'
 * break, except the first person on the last day, who works 22:00–02:00 (next morning).
 */
export function approvalSheet({ staff = 3, days = 2 } = {}): ApprovalPage {
  const dayList = Array.from(
    { length: days },
    (_, i) => `2026-11-${String(20 + i).padStart(2, '0')}`,
  );
  const names = Array.from({ length: staff }, (_, i) =>
    i === 0 ? 'Anna Albers' : i === 1 ? 'Bernd Brandt-Schulze' : `Person ${i + 1}`,
  );
  const rows: ApprovalRow[] = dayList.flatMap((day, d) =>
    names.map((name, s) => {
      const night = s === 0 && d === days - 1;
      return night
        ? {
            staff_id: s + 1,
            name,
            day,
            time_start: 1320,
            time_end: 1560,
            time_break: 0,
            minutes: 240,
          }
        : {
            staff_id: s + 1,
            name,
            day,
            time_start: 540,
            time_end: 1080,
            time_break: 30,
            minutes: 510,
          };
    }),
  );
  const perStaff = names.map((name, s) => ({
    staff_id: s + 1,
    name,
    minutes: rows
      .filter((row) => row.staff_id === s + 1)
      .reduce((sum, row) => sum + row.minutes, 0),
  }));
  return {
    state: 'open',
    locale: 'de',
    fair: {
      name: 'EuroTier',
      city: 'Hannover',
      date_start: dayList[0] ?? '2026-11-20',
      date_end: dayList.at(-1) ?? '2026-11-20',
    },
    customer: 'Landtechnik Nord GmbH',
    contact: 'Clara Conrad',
    days: dayList,
    rows,
    totals: { minutes: perStaff.reduce((sum, p) => sum + p.minutes, 0), per_staff: perStaff },
    content_sha256: 'ab12'.repeat(16),
    expires_at: '2026-12-11T10:00:00.000Z',
    answer: null,
  };
}

/** The page after an approval by `name`. */
export const approvedSheet = (page: ApprovalPage, name: string): ApprovalPage => ({
  ...page,
  state: 'approved',
  answer: { at: '2026-11-28T09:15:00.000Z', name, disputes: [] },
});

/** The page after a dispute of the given rows. */
export const disputedSheet = (
  page: ApprovalPage,
  disputes: { staff_id: number; day: string; comment: string }[],
): ApprovalPage => ({
  ...page,
  state: 'disputed',
  answer: { at: '2026-11-28T09:15:00.000Z', name: null, disputes },
});
