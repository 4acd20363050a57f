import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICANT_EXPERIENCE, APPLICANT_LANGUAGES } from '@domain/buero/applicants-contract';
import type { AuditEntryItem } from '@domain/buero/gdpr-contract';
import type { PairAssignments } from '@domain/buero/messen-contract';
import type { PersonCheck } from '@domain/shared/employment-law/record-contract';
import { PairProposals } from '@src/features/buero/components/pair-proposals';
import { detailLines } from '@src/features/buero/lib/audit-details';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The employment-law check before an add on the pair page (issue 27), against
 * a fake server answering per domain/buero/operations/pairs.ts: the proposals
 * mark who would cross a limit, "Auswahl hinzufügen" checks first and shows
 * per person what the days do to each counter in words; a blocking person
 * makes the dialog ask for a reason (required) and the add carry it.
 */

afterEach(() => vi.unstubAllGlobals());

// jsdom has no modal dialogs: opening one only marks it open.
const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
beforeAll(() => {
  dialogProto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialogProto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const PAIR = '/app/api/buero/messen/5/kunden/3';
const pair = {
  fair: { id: 5, archived_at: null },
  customer: { id: 3, archived_at: null },
} as unknown as PairAssignments;

const none = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, null]));
const proposal = (id: number, lastname: string, law?: unknown) => ({
  id,
  firstname: 'Anna',
  lastname,
  city: 'Hannover',
  locations: [],
  languages: none(APPLICANT_LANGUAGES),
  experience: none(APPLICANT_EXPERIENCE),
  chose_fair: true,
  ...(law ? { law } : {}),
});

const shortTermOver = {
  code: 'short_term_days',
  paragraph: '§ 8 Abs. 1 Nr. 2 SGB IV',
  state: 'over' as const,
  value: 75,
  limit: 70,
  year: 2027,
  ownDays: 75,
  declaredDays: 0,
  workingDays: 75,
  measure: 'working_days',
};
const sundays = {
  code: 'free_sundays',
  paragraph: '§ 11 Abs. 1 ArbZG',
  state: 'ok' as const,
  value: 2,
  limit: 37,
  year: 2027,
  freeSundays: 50,
};

const check = (id: number, lastname: string, blocking: boolean): PersonCheck => ({
  bewerber_id: id,
  firstname: 'Anna',
  lastname,
  employment_status: blocking ? 'short_term' : null,
  blocking,
  changes: [
    ...(blocking
      ? [
          {
            before: {
              ...shortTermOver,
              state: 'near' as const,
              value: 65,
              ownDays: 65,
              workingDays: 65,
            },
            after: shortTermOver,
            crossed: true,
          },
        ]
      : []),
    { before: { ...sundays, value: 1, freeSundays: 51 }, after: sundays, crossed: false },
  ],
});

function renderProposals(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /app/api/buero/bewerbungen/optionen': { body: { locations: [], messen: [] } },
    [`GET ${PAIR}/vorschlaege`]: {
      body: {
        items: [
          proposal(11, 'Frei'),
          proposal(12, 'Kurz', { blocking: true, crossed: [shortTermOver] }),
        ],
        next_cursor: null,
      },
    },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    '/de/buero/messen/5/kunden/3',
    '/:locale/buero/messen/:id/kunden/:customerId',
    <QueryClientProvider client={client}>
      <PairProposals data={pair} />
    </QueryClientProvider>,
  );
  return api;
}

const posts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'POST');

describe('the assignment check on the pair page', () => {
  it('marks a proposal that would cross a limit, in words', async () => {
    renderProposals({});
    const row = (await screen.findByRole('rowheader', { name: /Kurz, Anna/ })).closest('tr');
    expect(row?.textContent).toContain(
      'würde eine Grenze überschreiten: § 8 SGB IV: kurzfristige Beschäftigung',
    );
    const other = screen.getByRole('rowheader', { name: /Frei, Anna/ });
    expect(other.textContent).toBe('Frei, Anna');
  });

  it('checks before adding; a blocking person needs a reason, which the add carries', async () => {
    const api = renderProposals({
      [`POST ${PAIR}/personal/pruefen`]: {
        body: { items: [check(11, 'Frei', false), check(12, 'Kurz', true)] },
      },
      [`POST ${PAIR}/personal`]: { body: { added: [11, 12] } },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Alle Vorschläge auswählen' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl hinzufügen (2)' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Arbeitsrechtliche Grenze überschritten',
    });
    const blocked = within(dialog).getByRole('list', { name: 'Personen über einer Grenze' });
    expect(blocked.textContent).toBe('Kurz, Anna: § 8 SGB IV: kurzfristige Beschäftigung');
    const kurz = within(dialog).getByRole('region', { name: 'Kurz, Anna' });
    expect(kurz.textContent).toContain('würde eine Grenze überschreiten');
    expect(kurz.textContent).toContain(
      'überschreitet die Grenze (nah an der Grenze → Grenze überschritten)',
    );
    expect(kurz.textContent).toContain('75 von 70 Arbeitstagen im Jahr 2027');
    const frei = within(dialog).getByRole('region', { name: 'Frei, Anna' });
    expect(frei.textContent).toContain('bleibt im Rahmen');
    expect(frei.textContent).toContain('§ 11 ArbZG: 15 freie Sonntage: im Rahmen');

    const submit = within(dialog).getByRole('button', { name: 'Trotzdem einplanen' });
    expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled')).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Grund für die Ausnahme/);
    expect(reason.getAttribute('maxlength')).toBe('500');
    await userEvent.click(reason);
    await userEvent.paste('  Kunde besteht auf ihr  ');
    await userEvent.click(submit);

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(api)).toEqual([
      { method: 'POST', url: `${PAIR}/personal/pruefen`, body: { bewerber_ids: [11, 12] } },
      {
        method: 'POST',
        url: `${PAIR}/personal`,
        body: { bewerber_ids: [11, 12], override_reason: 'Kunde besteht auf ihr' },
      },
    ]);
  });

  it('adds without a reason when everyone stays within their limits', async () => {
    const api = renderProposals({
      [`POST ${PAIR}/personal/pruefen`]: { body: { items: [check(11, 'Frei', false)] } },
      [`POST ${PAIR}/personal`]: { body: { added: [11] } },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Frei, Anna auswählen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl hinzufügen (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einplanung prüfen' });
    expect(within(dialog).queryByLabelText(/Grund für die Ausnahme/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einplanen' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(api).at(-1)).toEqual({
      method: 'POST',
      url: `${PAIR}/personal`,
      body: { bewerber_ids: [11] },
    });
  });

  it('shows the server’s word on the reason at the field and keeps the dialog open', async () => {
    renderProposals({
      [`POST ${PAIR}/personal/pruefen`]: { body: { items: [check(12, 'Kurz', true)] } },
      [`POST ${PAIR}/personal`]: {
        status: 422,
        body: {
          message: 'Bitte prüfen Sie die markierten Felder.',
          errors: { override_reason: ['Das Feld enthält unzulässige Zeichen.'] },
        },
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Kurz, Anna auswählen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl hinzufügen (1)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Arbeitsrechtliche Grenze überschritten',
    });
    await userEvent.click(within(dialog).getByLabelText(/Grund für die Ausnahme/));
    await userEvent.paste('x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem einplanen' }));
    expect(await within(dialog).findByText('Das Feld enthält unzulässige Zeichen.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the override in the audit', () => {
  it('reads as the reason and the crossed limits in words', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    const names = {
      people: new Map(),
      users: new Map(),
      fairs: new Map(),
      customers: new Map(),
      documents: new Map(),
    };
    const lines = detailLines(
      i18n,
      'de',
      {
        id: 1,
        at: '2026-11-29T16:05:00.000Z',
        action: 'law_limit_overridden',
        subject: 'bewerber:12',
        actor: null,
        changes: null,
        about: null,
        details: {
          reason: 'Kunde besteht auf ihr',
          pair: { messe_id: 5, customer_id: 3 },
          crossed: [{ code: 'short_term_days', state: 'over', value: 75, limit: 70, year: 2027 }],
        },
      } as unknown as AuditEntryItem,
      names,
    );
    expect(lines).toEqual([
      'Grund: Kunde besteht auf ihr',
      'überschritten: § 8 SGB IV: kurzfristige Beschäftigung (75 von 70)',
    ]);
  });
});
