import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Step1Form } from '@src/features/bewerbung/components/step1-form';
import { fakeServer, renderAt } from './render';

function renderStep1() {
  renderAt('/de/bewerbung', '/:locale/bewerbung', <Step1Form />);
  return screen.getByRole('group', { name: 'Sind Sie Student/in?' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Step1Form: the student question', () => {
  it('is asked with Ja and Nein and no answer chosen beforehand', () => {
    const question = renderStep1();
    const radios = within(question).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => [radio.labels?.[0]?.textContent, radio.checked])).toEqual([
      ['Ja', false],
      ['Nein', false],
    ]);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText(/Tätigkeit/)).toBeNull();
  });

  it('must be answered: sending without an answer marks it and sends nothing', async () => {
    const { requests } = fakeServer();
    const question = renderStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    // The schema loads on demand (ADR 0033): the first check of an untouched form waits for it.
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(within(question).getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('asks for the occupation only after Nein', async () => {
    const question = renderStep1();
    await userEvent.click(within(question).getByRole('radio', { name: 'Nein' }));
    expect(screen.getByLabelText(/Tätigkeit/)).toBeTruthy();
    await userEvent.click(within(question).getByRole('radio', { name: 'Ja' }));
    expect(screen.queryByLabelText(/Tätigkeit/)).toBeNull();
  });
});
