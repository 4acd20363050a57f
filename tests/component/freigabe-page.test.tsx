import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApprovalApp } from '@src/freigabe/approval-app';
import { approvalSheet, approvedSheet, disputedSheet } from '@tests/support/approval-sheet';
import { fakeServer } from './render';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
const sheet = approvalSheet();

function renderPage() {
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <ApprovalApp locale="de" token={TOKEN} />
    </I18nProvider>,
  );
}

async function openPage(...more: { status: number; body: unknown }[]) {
  const server = fakeServer({ status: 200, body: sheet }, ...more);
  renderPage();
  await screen.findByRole('heading', { name: 'Stunden bestätigen' });
  return server;
}

const approveButton = () => screen.getByRole('button', { name: 'Alle Tage bestätigen' });

describe('approval page (issue 25)', () => {
  it('shows the fair, the customer, each day’s rows with the next morning, the totals and the hash', async () => {
    const { requests } = await openPage();
    expect(requests[0]?.url).toBe(`/app/api/freigabe/${TOKEN}`);
    expect(screen.getByText('EuroTier, Hannover, 20.11.2026 – 21.11.2026')).toBeTruthy();
    expect(screen.getByText('Landtechnik Nord GmbH')).toBeTruthy();
    const lastDay = screen.getByRole('table', { name: 'Sa., 21.11.2026' });
    const night = within(lastDay).getByRole('row', { name: /Anna Albers/ });
    expect(night.textContent).toContain('22:00–02:00');
    expect(within(night).getByTitle('am Folgetag').textContent).toBe('+1');
    expect(night.textContent).toContain('4:00 Std.');
    const totals = screen.getByRole('table', { name: 'Summen' });
    // 8:30 + 4:00 for Anna; 2 × 8:30 for each of the others; 46:30 in all.
    expect(within(totals).getByRole('row', { name: /Anna Albers/ }).textContent).toContain(
      '12:30 Std.',
    );
    expect(within(totals).getByRole('row', { name: /Gesamt/ }).textContent).toContain('46:30 Std.');
    expect(screen.getByText(/^ab12ab12 ab12ab12/)).toBeTruthy();
  });

  it('refuses an approval without a name or the checkbox, in a summary and at the fields; sends nothing', async () => {
    const { requests } = await openPage();
    await userEvent.click(approveButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Ihr Name: Dieses Feld ist erforderlich.');
    expect(summary.textContent).toContain('Bitte setzen Sie das Häkchen, um zu bestätigen.');
    expect(document.activeElement).toBe(summary);
    expect(screen.getByLabelText('Ihr Name').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Clara Conrad');
    await userEvent.click(approveButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toContain('Ihr Name'));
    expect(screen.getByRole('alert').textContent).toContain('Häkchen');
    expect(requests).toHaveLength(1);
  });

  it('refuses control characters in the name by the shared schema', async () => {
    const { requests } = await openPage();
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Clara\u202eConrad');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(approveButton());
    expect((await screen.findByRole('alert')).textContent).toContain('unzulässige Zeichen');
    expect(requests).toHaveLength(1);
  });

  it('approves all days with the name, the checkbox and the hash shown, then shows the answer without buttons', async () => {
    const { requests } = await openPage({
      status: 200,
      body: approvedSheet(sheet, 'Clara Conrad'),
    });
    await userEvent.type(screen.getByLabelText('Ihr Name'), '  Clara Conrad ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich bestätige die Stunden/ }));
    await userEvent.click(approveButton());
    await screen.findByText(/Bestätigt von Clara Conrad am/);
    expect(requests[1]).toEqual({
      url: `/app/api/freigabe/${TOKEN}/bestaetigen`,
      body: { name: 'Clara Conrad', confirmed: true, content_sha256: sheet.content_sha256 },
    });
    expect(screen.getByRole('status').textContent).toContain('Vielen Dank');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('needs a comment on at least one row to dispute, refuses control characters, sends only the commented rows', async () => {
    const disputes = [
      { staff_id: 2, day: '2026-11-20', comment: 'Person war 14–16 Uhr nicht am Stand' },
    ];
    const { requests } = await openPage({ status: 200, body: disputedSheet(sheet, disputes) });
    await userEvent.click(screen.getByRole('button', { name: 'Einzelne Zeilen beanstanden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bitte schreiben Sie zu mindestens einer Zeile, was nicht stimmt.',
    );
    const field = screen.getByLabelText('Einwand zu Bernd Brandt-Schulze, 09:00–18:00', {
      selector: 'fieldset:first-of-type textarea',
    });
    await userEvent.type(field, 'nicht\u0007da');
    await userEvent.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('unzulässige Zeichen'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(1);

    await userEvent.clear(field);
    await userEvent.type(field, disputes[0]?.comment ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Beanstandung senden' }));
    await screen.findByText(/Beanstandet am/);
    expect(requests[1]).toEqual({
      url: `/app/api/freigabe/${TOKEN}/beanstanden`,
      body: { rows: disputes, content_sha256: sheet.content_sha256 },
    });
    expect(screen.getByText('Person war 14–16 Uhr nicht am Stand')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an answered link as its answer, with no way to answer again', async () => {
    fakeServer({ status: 200, body: approvedSheet(sheet, 'Clara Conrad') });
    renderPage();
    await screen.findByText(/Bestätigt von Clara Conrad am/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows one neutral page for a dead link, whatever the reason', async () => {
    fakeServer({ status: 404, body: { message: 'Nicht gefunden.', errors: {} } });
    renderPage();
    await screen.findByText(
      'Dieser Link ist nicht (mehr) gültig. Bitte wenden Sie sich an Ihre Ansprechperson bei Messe-Personal.',
    );
    expect(screen.queryByText(/EuroTier/)).toBeNull();
  });

  it('reloads after a 409 and says the sheet changed when it is still open', async () => {
    const changed = { ...sheet, content_sha256: 'cd34'.repeat(16) };
    const { requests } = await openPage(
      { status: 409, body: { message: 'Geändert.', errors: {} } },
      { status: 200, body: changed },
    );
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Clara Conrad');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(approveButton());
    expect((await screen.findByRole('status')).textContent).toContain('inzwischen geändert');
    expect(requests).toHaveLength(3);
    expect(screen.getByText(/^cd34cd34/)).toBeTruthy();
    // The form is there again, for the new hash.
    expect(approveButton()).toBeTruthy();
  });

  it('reloads after a 409 and shows the answer given elsewhere', async () => {
    await openPage(
      { status: 409, body: { message: 'Beantwortet.', errors: {} } },
      { status: 200, body: approvedSheet(sheet, 'Dora Dietz') },
    );
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Clara Conrad');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(approveButton());
    expect((await screen.findByRole('status')).textContent).toContain('schon beantwortet');
    expect(screen.getByText(/Bestätigt von Dora Dietz am/)).toBeTruthy();
  });

  it('puts the server’s field errors at the fields', async () => {
    await openPage({
      status: 422,
      body: { message: 'Bitte prüfen.', errors: { name: ['Der Name ist zu lang.'] } },
    });
    await userEvent.type(screen.getByLabelText('Ihr Name'), 'Clara Conrad');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(approveButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ihr Name: Der Name ist zu lang.',
    );
  });
});
