import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHomeLinks } from '@src/app/routes/home-links';
import { renderAt } from './render';

/*
 * Home's cards say what each area's page does. 'Meine Messen' lists the fairs
 * the person would like to work at (their wishes, docs/product/screens.md), not
 * the fairs they are booked for: its card must not promise those.
 */

function Cards() {
  const links = useHomeLinks(['messen', 'stammdaten', 'meine-stunden']);
  return (
    <ul>
      {links.map((link) => (
        <li key={link.key}>{`${link.label}: ${link.text}`}</li>
      ))}
    </ul>
  );
}

describe('home cards', () => {
  it("'Meine Messen' promises the wishes the page shows, not bookings", () => {
    renderAt('/de', '/:locale', <Cards />);
    const card = screen.getAllByRole('listitem')[0]?.textContent ?? '';
    expect(card).toBe('Meine Messen: Messen wählen, auf denen Sie gerne arbeiten möchten.');
    expect(card).not.toMatch(/eingeplant/);
  });

  it("'Meine Stunden' says it shows the recorded times, their signatures and the month totals", () => {
    renderAt('/de', '/:locale', <Cards />);
    expect(screen.getAllByRole('listitem')[3]?.textContent).toBe(
      'Meine Stunden: Ihre erfassten Zeiten je Messe und Tag, ob unterschrieben, und die Summen je Monat.',
    );
  });
});
