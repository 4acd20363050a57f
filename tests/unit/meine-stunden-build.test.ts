import { describe, expect, it } from 'vitest';
import { buildMyHours, type MySignature, type MyTimeRow } from '@domain/meine-stunden/build';

const row = (day: string, extra: Partial<MyTimeRow> = {}): MyTimeRow => ({
  messeId: 1,
  messeName: 'Messe',
  customerId: 7,
  customerName: 'Kunde',
  day,
  time_start: 540,
  time_end: 1080,
  time_break: 30,
  ...extra,
});

const signature = (kind: MySignature['kind'], days: string[], reopened?: string): MySignature => ({
  messeId: 1,
  customerId: 7,
  kind,
  days,
  supersededAt: reopened ? new Date('2027-03-01T10:00:00Z') : null,
  supersededReason: reopened ?? null,
});

describe('buildMyHours', () => {
  it('a day signed again after the office reopened it shows as signed', () => {
    const hours = buildMyHours(
      [row('2027-03-01')],
      [signature('staff', ['2027-03-01'], 'falsch'), signature('staff', ['2027-03-01'])],
    );
    expect(hours.fairs[0]!.days[0]).toMatchObject({ state: 'signed', reopened: null });
  });

  it("a customer's signature counts only for its own pair", () => {
    const hours = buildMyHours(
      [row('2027-03-01')],
      [{ ...signature('customer', ['2027-03-01']), customerId: 8 }],
    );
    expect(hours.fairs[0]!.days[0]!.state).toBe('open');
  });

  it('a customer signature and an own reopened one: signed, with the reopening named', () => {
    const hours = buildMyHours(
      [row('2027-03-01')],
      [signature('customer', ['2027-03-01']), signature('staff', ['2027-03-01'], 'Pause')],
    );
    expect(hours.fairs[0]!.days[0]).toMatchObject({
      state: 'signed',
      signed_by_customer: true,
      signed_by_me: false,
      reopened: { reason: 'Pause', at: '2027-03-01T10:00:00.000Z' },
    });
  });

  it('worked minutes as the timesheet counts them; totals of nothing are 0', () => {
    expect(buildMyHours([], [])).toEqual({ fairs: [], months: [], total_minutes: 0 });
    const hours = buildMyHours([row('2027-03-01'), row('2027-03-02', { time_break: 60 })], []);
    expect(hours.fairs[0]!.total_minutes).toBe(510 + 480);
  });
});
