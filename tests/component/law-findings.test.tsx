import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClosePreflight as Preflight } from '@domain/abschluss/close-contract';
import type { ReviewPair } from '@domain/buero/timesheets-contract';
import type { PayrollPreview as Preview } from '@domain/buero/payroll-preview-contract';
import type { LawFindings } from '@domain/shared/employment-law/findings';
import { ClosePreflight } from '@src/features/buero/components/close-preflight';
import { PayrollPreview } from '@src/features/buero/components/payroll-preview';
import { ReviewPairSection } from '@src/features/buero/components/review-pair';
import { renderAt } from './render';

/*
 * Employment law in the payroll preview and the month-close preflight
 * (issue 27): per person the counters past a limit in words, the state as a
 * word, the days below the minimum wage with wage and minimum, and "Lohn fehlt".
 */

const findings: LawFindings = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  people: [
    {
      bewerber_id: 31,
      firstname: 'Nina',
      lastname: 'Niedriglohn',
      employment_status: 'short_term',
      counters: [
        {
          code: 'minimum_wage',
          paragraph: '§ 1 Abs. 2 MiLoG',
          state: 'over',
          value: 2,
          limit: 0,
          belowDays: [
            { day: '2026-11-09', wageCents: 1200, minimumCents: 1390 },
            { day: '2026-11-10', wageCents: 1200, minimumCents: 1390 },
          ],
          missingWageDays: [],
        },
      ],
    },
    {
      bewerber_id: 32,
      firstname: 'Olaf',
      lastname: 'Ohnelohn',
      employment_status: 'minijob',
      counters: [
        {
          code: 'minijob_earnings',
          paragraph: '§ 8 Abs. 1 Nr. 1 SGB IV',
          state: 'wage_missing',
          value: null,
          limit: 60300,
          month: '2026-11',
          earningsCents: null,
          limitCents: 60300,
          missingWageDays: ['2026-11-09', '2026-11-10', '2026-11-11'],
          excessMonths: 0,
        },
      ],
    },
    {
      bewerber_id: 33,
      firstname: 'Sven',
      lastname: 'Siebzig',
      employment_status: 'short_term',
      counters: [
        {
          code: 'short_term_days',
          paragraph: '§ 8 Abs. 1 Nr. 2 SGB IV',
          state: 'over',
          value: 71,
          limit: 70,
          year: 2026,
          ownDays: 3,
          declaredDays: 68,
          workingDays: 71,
          calendarDays: null,
          measure: 'working_days',
        },
      ],
    },
  ],
};

const preview = (employmentLaw?: LawFindings): Preview => ({
  period: { from: '2026-11-01', to: '2026-11-30' },
  include_unsigned: false,
  lodas_configured: true,
  people: [
    {
      id: 31,
      name: 'Niedriglohn, Nina',
      personnel_number: 1,
      days: 2,
      rows: 2,
      minutes: 720,
      signed_rows: 2,
      unsigned_days: [],
      warnings: [],
    },
  ],
  totals: { people: 1, rows: 2, minutes: 720 },
  ...(employmentLaw ? { employment_law: employmentLaw } : {}),
});

function section() {
  return screen.getByRole('region', { name: /Arbeitsrecht/ });
}

/** The section's text with every space (Intl's no-break spaces too) as one. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('the employment-law section', () => {
  it('lists in the payroll preview each person with the counters in words', () => {
    renderAt('/de/x', '/:locale/x', <PayrollPreview preview={preview(findings)} />);
    const law = section();
    expect(within(law).getByRole('heading').textContent).toBe('Arbeitsrecht (3)');
    const people = within(law)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(people).toEqual(['Niedriglohn, Nina', 'Ohnelohn, Olaf', 'Siebzig, Sven']);
    expect(textOf(law)).toContain(
      '§ 1 MiLoG: Mindestlohn – Grenze überschritten: § 1 Abs. 2 MiLoG: 2 Tage unter dem Mindestlohn, zuerst am 09.11.2026',
    );
    expect(textOf(law)).toContain('10.11.2026: 12,00 € statt mindestens 13,90 € pro Stunde');
    expect(textOf(law)).toContain('§ 8 SGB IV: Minijob-Grenze – Lohn fehlt');
    expect(textOf(law)).toContain('Lohn fehlt an 3 Tagen');
    expect(textOf(law)).toContain(
      '§ 8 SGB IV: kurzfristige Beschäftigung – Grenze überschritten: § 8 Abs. 1 Nr. 2 SGB IV: 71 von 70 Arbeitstagen im Jahr 2026, davon 68 bei anderen Arbeitgebern.',
    );
  });

  it('is absent when nobody is listed or the server sends no part', () => {
    const { unmount } = renderAt(
      '/de/x',
      '/:locale/x',
      <PayrollPreview preview={preview({ ...findings, people: [] })} />,
    );
    expect(screen.queryByRole('region', { name: /Arbeitsrecht/ })).toBeNull();
    unmount();
    renderAt('/de/x', '/:locale/x', <PayrollPreview preview={preview()} />);
    expect(screen.queryByRole('region', { name: /Arbeitsrecht/ })).toBeNull();
  });

  it('warns in the month-close preflight without blocking, and counts as a finding', () => {
    const preflight: Preflight = {
      period: { kind: 'month', month: '2026-11' },
      closed_id: null,
      unsigned: [],
      open_disputes: [],
      without_personnel_number: [],
      working_time_warnings: [],
      pairs_without_rate: [],
      employment_law: findings,
      totals: { people: 3, days: 9, minutes: 3240 },
    };
    renderAt('/de/x', '/:locale/x', <ClosePreflight preflight={preflight} />);
    expect(textOf(section())).toContain('der Abschluss bleibt möglich');
    expect(textOf(section())).toContain('71 von 70 Arbeitstagen');
    expect(screen.queryByText(/Die Vorprüfung hat nichts gefunden/)).toBeNull();
  });
});

describe("the pair's times review", () => {
  it('flags a person with their counters in words, and not a person within limits', () => {
    const person = (id: number, name: string) => ({
      id,
      name,
      days: [
        {
          day: '2026-11-09',
          time_start: 540,
          time_end: 900,
          time_break: 0,
          worked_minutes: 360,
          staff_signature_id: null,
          customer_signature_id: null,
        },
      ],
      total_minutes: 360,
      unsigned_staff_days: [],
      unsigned_customer_days: [],
      warnings: [],
      signatures: [],
      changed: false,
    });
    const pair: ReviewPair = {
      customer: { id: 3, name: 'Kunde Nord' },
      people: [
        { ...person(33, 'Sven Siebzig'), employment_law: findings.people[2]?.counters },
        person(34, 'Ida Imrahmen'),
      ],
      customer_signatures: [],
      day_totals: [],
      total_minutes: 720,
      people_count: 2,
    };
    renderAt(
      '/de/buero/messen/5/kunden/3/zeiten',
      '/:locale/buero/messen/:id/kunden/:customerId/zeiten',
      <QueryClientProvider client={new QueryClient()}>
        <ReviewPairSection
          messeId={5}
          pair={pair}
          headingLevel={2}
          linkToPair={false}
          disputes={[]}
        />
      </QueryClientProvider>,
    );
    const times = screen.getByRole('table', { name: 'Zeiten bei Kunde Nord' });
    const flagged = within(times)
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('Arbeitsrecht'));
    expect(flagged.map((row) => textOf(row))).toEqual([
      'Arbeitsrecht Sven Siebzig:§ 8 SGB IV: kurzfristige Beschäftigung – Grenze überschritten: § 8 Abs. 1 Nr. 2 SGB IV: 71 von 70 Arbeitstagen im Jahr 2026, davon 68 bei anderen Arbeitgebern.',
    ]);
  });
});
