import type { Browser } from '@playwright/test';
import { waitForLink } from './support/mailbox';
import { applicantEmail } from './bewerbung-steps';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { formatDateRange } from '@domain/shared/date-format';
import {
  attachCustomerThroughApi,
  completeStep2,
  createPairThroughApi,
  isoDay,
  MAIL_TIMEOUT,
  searchApplicant,
  sendApplication,
  setPasswordThroughLink,
} from './support/journey';

/*
 * The office's whole path with one new person, over real SMTP: the person
 * applies (step 1, the mail, step 2 through its link); the office finds the
 * application by search and accepts it by keyboard (focus lands on the
 * outcome, then on the link to the new staff record); the staff record says
 * 'eingeladen' and puts the person on a first customer of the fair, whose
 * pair page lists them with a link back. The invitation's link sets the
 * password and opens the master data; the person chooses the fair in the
 * planner; the office sees them among a second customer's proposals ("chose
 * this fair"), assigns them and the demo supervisor; the supervisor's tablet
 * then shows the person on that pair. Each actor has a browser context of
 * their own. The screens' own specs run axe on them; here only the states
 * this path alone reaches (a search hit, an invited staff record, a
 * chosen-fair proposal) are checked.
 */

/** Letters only (names must look like names), unique per run. */
function uniqueLetters(): string {
  const digits = `${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100))}`;
  return [...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
}

/** Waits on answers that need server work: bounded, but not tight on a loaded machine. */
const SLOW = { timeout: 15_000 };

async function contextFor(browser: Browser, address: string) {
  return browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
}

test('a new applicant becomes staff on a fair and shows on the supervisor’s tablet', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueLetters();
  const person = {
    email: applicantEmail('path'),
    firstname: 'Pia',
    lastname: `Pfad${tag}`,
  };
  const listName = `${person.lastname}, ${person.firstname}`;
  const fullName = `${person.firstname} ${person.lastname}`;
  const password = 'Pias-erstes-Passwort-1';
  const fairName = `Pfad-Messe ${tag}`;
  const customerName = `Pfad-Kunde ${tag}`;
  const firstCustomer = `Erster Kunde ${tag}`;

  const personContext = await contextFor(browser, '192.0.2.171');
  const officeContext = await contextFor(browser, '192.0.2.172');
  const tabletContext = await contextFor(browser, '192.0.2.173');
  try {
    const applicant = await personContext.newPage();
    const office = await officeContext.newPage();
    await loginAs(office, 'office');
    const { messeId } = await createPairThroughApi(
      office.request,
      { name: fairName, city: 'Hannover', date_start: isoDay(0), date_end: isoDay(2) },
      customerName,
    );
    await attachCustomerThroughApi(office.request, messeId, firstCustomer);

    // 1. The application: step 1, the mail, step 2 through its link.
    const step2 = await sendApplication(applicant, 'de', person);
    await completeStep2(applicant, 'de', step2);

    // 2. The office finds it by search and accepts it by keyboard: focus follows the outcome.
    await searchApplicant(office, person.email, listName);
    const decision = office.getByRole('region', { name: 'Entscheidung' });
    await decision.getByRole('button', { name: 'Annehmen' }).focus();
    await office.keyboard.press('Enter');
    const dialog = office.getByRole('dialog', { name: 'Bewerbung annehmen' });
    await dialog.getByRole('button', { name: 'Annehmen und einladen' }).focus();
    await office.keyboard.press('Enter');
    await expect(dialog).toBeHidden(SLOW);
    const outcome = decision.getByRole('status');
    await expect(outcome).toContainText(`Die Einladung an ${fullName}`, SLOW);
    await expect(outcome).toBeFocused();
    const toRecord = decision.getByRole('link', { name: `Zum Personaleintrag von ${fullName}` });
    await expect(toRecord).toBeVisible(SLOW);
    await office.keyboard.press('Tab');
    await expect(toRecord).toBeFocused();

    // 3. The staff record: invited, not active; the office puts the person on the first customer.
    await office.keyboard.press('Enter');
    await expect(office.getByRole('heading', { level: 1, name: fullName })).toBeVisible(SLOW);
    await expect(office.getByText(/^Eingeladen seit/)).toBeVisible();
    await expect(office.getByText(/^Einladung gesendet am .*; der Link gilt bis/)).toBeVisible();
    await expect(office.getByRole('button', { name: 'Einladung erneut senden' })).toBeVisible();
    const assignments = office.getByRole('region', { name: 'Einsätze' });
    await expect(assignments.getByText('Noch auf keinem Einsatz.')).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(office);
    await assignments.getByLabel('Messe suchen (Name oder Stadt)').fill(fairName);
    await assignments
      .getByRole('combobox', { name: 'Messe', exact: true })
      .selectOption({ label: `${fairName} (${formatDateRange(isoDay(0), isoDay(2), 'de')})` });
    await assignments.getByRole('combobox', { name: 'Kunde' }).selectOption(firstCustomer);
    await assignments.getByRole('button', { name: 'Einplanen' }).click();
    // The employment-law check first (issue 27): nothing crossed, its button adds.
    await office
      .getByRole('dialog', { name: 'Einplanung prüfen' })
      .getByRole('button', { name: 'Einplanen' })
      .click();
    await expect(assignments.getByRole('status')).toHaveText(
      `${fullName} ist jetzt bei ${firstCustomer} auf ${fairName} eingeplant.`,
      SLOW,
    );
    const assigned = assignments.getByRole('row').filter({ hasText: firstCustomer });
    await expect(assigned.getByRole('rowheader', { name: fairName })).toBeVisible(SLOW);

    // 4. The pair page lists the person; their name leads back to the staff record.
    await assigned.getByRole('link', { name: firstCustomer }).click();
    await expect(
      office.getByRole('heading', { level: 1, name: `${firstCustomer} auf ${fairName}` }),
    ).toBeVisible(SLOW);
    const onPair = office.getByRole('region', { name: /Personal auf diesem Einsatz/ });
    await onPair.getByRole('link', { name: listName }).click();
    await expect(office.getByRole('heading', { level: 1, name: fullName })).toBeVisible(SLOW);

    await office.goto(`/de/buero/bewerbungen?q=${encodeURIComponent(person.lastname)}`);
    const hit = office.getByRole('table').getByRole('row').filter({ hasText: listName });
    await expect(hit).toContainText('Eingeladen', SLOW);
    await expectNoSeriousA11yViolations(office);

    // 5. The invitation sets the password; the portal opens the master data.
    // The booking request of step 3 may be the newer mail: the invitation is looked for.
    const link = new URL(await waitForLink(person.email, '/de/password/set', MAIL_TIMEOUT));
    await setPasswordThroughLink(applicant, link, password);

    // 6. The person chooses the fair in the planner.
    await applicant.goto('/de/messen/planer');
    await applicant.getByRole('checkbox', { name: new RegExp(fairName) }).check();
    await applicant.getByRole('button', { name: 'Speichern' }).click();
    await expect(applicant).toHaveURL(/\/de\/messen$/, SLOW);
    await expect(applicant.getByRole('table')).toContainText(fairName);

    // 7. The office opens the second customer's pair: the person is proposed as having chosen it.
    await office.goto(`/de/buero/messen?q=${encodeURIComponent(fairName)}`);
    await office.getByRole('link', { name: fairName }).click();
    await expect(office.getByRole('heading', { level: 1, name: fairName })).toBeVisible();
    await office
      .getByRole('row')
      .filter({ hasText: customerName })
      .getByRole('link', { name: 'Einsatz planen' })
      .click();
    await expect(
      office.getByRole('heading', { level: 1, name: `${customerName} auf ${fairName}` }),
    ).toBeVisible();
    await expect(office.getByLabel('Haben diese Messe im Planer gewählt')).toBeChecked();
    const proposal = office.getByLabel(`${listName} auswählen`);
    await expect(proposal).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(office);
    await proposal.check();
    await office.getByRole('button', { name: 'Auswahl hinzufügen (1)' }).click();
    await office
      .getByRole('dialog', { name: 'Einplanung prüfen' })
      .getByRole('button', { name: 'Einplanen' })
      .click();
    const staff = office.getByRole('region', { name: /Personal auf diesem Einsatz/ });
    await expect(staff.getByRole('rowheader', { name: listName })).toBeVisible(SLOW);

    // 8. The demo supervisor on the same pair.
    await office
      .getByRole('combobox', { name: 'Aufsicht hinzufügen' })
      .selectOption({ label: 'Sabine Aufsicht (aufsicht@demo.messe-personal.de)' });
    await office.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    const supervisors = office.getByRole('region', { name: 'Aufsicht (Zeiterfassung)' });
    await expect(supervisors.getByText('Sabine Aufsicht')).toBeVisible(SLOW);

    // 9. The supervisor's tablet: the pair, and the new person on it.
    const tablet = await tabletContext.newPage();
    await loginAs(tablet, 'supervisor');
    await tablet.goto('/de/stundenerfassung');
    const pairItem = tablet.getByRole('listitem').filter({ hasText: customerName });
    await expect(pairItem).toContainText(fairName, SLOW);
    await pairItem.getByRole('link').first().click();
    await expect(tablet.getByText(fullName).first()).toBeVisible(SLOW);
  } finally {
    await Promise.all([personContext.close(), officeContext.close(), tabletContext.close()]);
  }
});
