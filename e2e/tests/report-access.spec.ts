import { expect, type Page } from '@playwright/test';
import {
  dealerBuysShowcaseReport,
  demo,
  fillLogin,
  logInAs,
  openNewestMail,
  payAtGatewayToReport,
  payPerSearch,
  test,
  untilHydrated,
} from './support.ts';

// The report of the showcase car BMK 8821, as its owner reads it: its chassis number and its three claims.
const CHASSIS = 'PM2L252S002107437';
const CLAIMS = '3 accident claims recorded on this vehicle';

async function expectTheReport(page: Page) {
  await expect(page.getByText(CLAIMS)).toBeVisible();
  await expect(page.getByText(CHASSIS).first()).toBeVisible();
}

/** Nothing of the report reached this page: neither its chassis number nor its claims, not even hidden. */
async function expectNothingOfTheReport(page: Page) {
  await expect(page.locator('body')).not.toContainText(CHASSIS);
  await expect(page.locator('body')).not.toContainText(CLAIMS);
}

test("an account's report does not open by its address in another browser until its owner logs in there", async ({
  page,
  browser,
}) => {
  const unikey = await dealerBuysShowcaseReport(page);
  const address = `/check/check/${unikey}`;
  await page.goto(address);
  await expectTheReport(page);

  // Another browser with the address alone (a forwarded receipt, a shared phone after logout): the login prompt.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(address);
  await untilHydrated(elsewhere);
  await expect(elsewhere.getByRole('heading', { name: 'Proceed to login?' })).toBeVisible();
  await expectNothingOfTheReport(elsewhere);

  // Logged in there as another account: still not theirs.
  await elsewhere.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(elsewhere).toHaveURL(/\/account\/login\?/);
  await fillLogin(elsewhere, demo.individual.email, demo.individual.password);
  await expect(elsewhere).toHaveURL(new RegExp(`${address}$`));
  await expect(elsewhere.getByText('401 Unathorize')).toBeVisible();
  await expectNothingOfTheReport(elsewhere);
  await elsewhere.context().clearCookies();

  // The owner logs in from the prompt and comes back to the report.
  await elsewhere.goto(address);
  await elsewhere.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await fillLogin(elsewhere, demo.company.email, demo.company.password);
  await expect(elsewhere).toHaveURL(new RegExp(`${address}$`));
  await expectTheReport(elsewhere);
  const note = elsewhere.getByTestId('report-access-note');
  await expect(note, 'a company’s report is the company’s').toHaveText(
    "Only your company's users can open this address. To show this report to someone, use Share.",
  );

  // An administrator (support) opens it too, and is told who else may.
  await elsewhere.context().clearCookies();
  await logInAs(elsewhere, demo.admin, /\/Home$/);
  await elsewhere.goto(address);
  await expectTheReport(elsewhere);
  await expect(note).toHaveText('Only its buyer (and the buyer’s company) and administrators can open this address.');
  await elsewhere.close();
});

test("a guest's report opens on the device that paid, elsewhere only through the mailed My reports link", async ({
  page,
  browser,
}) => {
  const guest = { email: `report.access.${Date.now()}@example.com`, mobile: '019-555 0303' };
  await page.goto('/Home');
  await page.getByLabel('Registration or chassis number').fill('bmk 8821');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await payPerSearch(page, guest);
  await payAtGatewayToReport(page);
  await expectTheReport(page);
  const address = new URL(page.url()).pathname;

  // On the paying device the bare address opens again later, with no account.
  await page.goto(address);
  await expectTheReport(page);

  // Another device with the address alone: why it does not open, and the way to the mailed link.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(address);
  await untilHydrated(elsewhere);
  await expect(
    elsewhere.getByText('This report was bought without an account and opens only on the device it was paid on.'),
  ).toBeVisible();
  await expectNothingOfTheReport(elsewhere);
  await elsewhere.getByRole('link', { name: 'Get the link to My reports' }).click();
  await expect(elsewhere).toHaveURL(/\/reports\/mine$/);
  await elsewhere.getByLabel('E-mail').fill(guest.email);
  await elsewhere.getByLabel('Mobile No').fill(guest.mobile);
  await elsewhere.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(
    elsewhere.getByText('If reports were bought with this e-mail and mobile number, a link to them has been e-mailed'),
  ).toBeVisible();

  await openNewestMail(elsewhere, guest.email, 'Your CarSemak reports');
  await elsewhere.getByRole('link', { name: 'Show my reports' }).first().click();
  await expect(elsewhere).toHaveURL(/\/reports\/mine\?taccode=/);
  await elsewhere
    .getByTestId('guest-reports')
    .getByRole('button', { name: /^Open the report of / })
    .click();
  await expect(elsewhere).toHaveURL(new RegExp(`${address}$`));
  await expectTheReport(elsewhere);

  // Opened once through the list, that device keeps it: the bare address now opens there too.
  await elsewhere.goto(address);
  await expectTheReport(elsewhere);
  await elsewhere.close();
});
