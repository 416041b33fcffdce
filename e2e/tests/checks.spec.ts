import { expect } from '@playwright/test';
import { demo, headerCredit, logInAs, logInReadingCredit, test, untilHydrated } from './support.ts';

test('a user searches, pays with credit, reads and prints the report, and opens it again from History', async ({
  page,
}) => {
  const creditBefore = await logInReadingCredit(page, demo.individual);

  // Typed in lower case, shown in upper case; the chassis field is disabled while the vehicle number is filled.
  const vehicleNo = page.getByLabel('Vehicle Number', { exact: true });
  await vehicleNo.pressSequentially('bmk 8821');
  await expect(vehicleNo).toHaveValue('BMK 8821');
  await expect(page.getByLabel('Chassis Number', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Search' }).click();

  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(payment.getByText('Choose your payment method:')).toBeVisible();
  const creditOption = payment.getByRole('radio', { name: /^Use \d+ Credits? now\. Credit Balance = / });
  await expect(creditOption).toBeChecked();
  const charge = Number((await creditOption.getAttribute('aria-label'))?.match(/^Use (\d+)/)?.[1]);
  expect(charge).toBeGreaterThan(0);
  await expect(payment.getByRole('radio', { name: /Pay Per Search via Credit Card or Online Banking/ })).toBeVisible();
  // One button, named for what it does; it takes nothing until the Term of Service is agreed.
  const useCredit = payment.getByRole('button', { name: `Use ${charge} Credit${charge === 1 ? '' : 's'}` });
  await useCredit.click();
  await expect(payment.getByText('Please agree to the Terms of Service before you pay for the report.')).toBeVisible();
  await payment.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }).check();
  await useCredit.click();

  // The report: vehicle, claims with the SEVERE one, and the credit taken once.
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
  const reportUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BMK 8821');
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  const severeClaim = page.getByRole('button', { name: /SEVERE/ }).first();
  await expect(severeClaim).toBeVisible();
  await severeClaim.click();
  await expect(page.getByText('Estimate authorised').first()).toBeVisible();
  await expect.poll(() => headerCredit(page)).toBe(creditBefore - charge);

  // On paper: every claim written out, no side bar or header.
  const sideBar = page.locator('nav').filter({ hasText: 'Check Vehicle' });
  await expect(sideBar).toBeVisible();
  await expect(page.locator('.chk-print-claim').first()).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sideBar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const printedClaims = page.locator('.chk-print-claim');
  await expect(printedClaims).toHaveCount(3);
  for (const claim of await printedClaims.all()) await expect(claim).toBeVisible();
  await expect(printedClaims.filter({ hasText: 'SEVERE' }).first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A vehicle that is not in the data: nothing to pay.
  await page.getByRole('link', { name: 'Check Vehicle' }).click();
  await page.getByLabel('Vehicle Number', { exact: true }).fill('ZZZ9999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('VEHICLE NOT FOUND')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await headerCredit(page)).toBe(creditBefore - charge);

  // Open the paid report again from History: no payment asked, no credit taken.
  const row = page.getByRole('row').filter({ hasText: 'BMK 8821' });
  await expect(row.getByText('3 claims')).toBeVisible();
  await row.getByRole('link', { name: 'View report' }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  expect(await headerCredit(page)).toBe(creditBefore - charge);

  // Back on the search page: the number last searched is still in its box, and nothing is searched again.
  await page.goBack();
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toHaveValue(/^ZZZ ?9999$/);
  await expect(page.getByText('VEHICLE NOT FOUND')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a link filling both numbers leaves both editable and says to keep one', async ({ page }) => {
  await logInAs(page, demo.individual);
  await page.goto('/check/checklist?vehicleNo=ZZZ9999&vehChassisNo=PM2L252S002107437');
  await expect(page.getByRole('alert')).toContainText('You are not allowed to search using both fields.');
  await untilHydrated(page);
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toBeEnabled();
  await expect(page.getByLabel('Chassis Number', { exact: true })).toBeEnabled();
  await page.getByLabel('Chassis Number', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('VEHICLE NOT FOUND')).toBeVisible();
});

test('an empty search is refused in the browser with the specification words', async ({ page }) => {
  await logInAs(page, demo.individual);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter Vehicle Number / Chassis No to search');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a mistyped plate is not found, a plate in the records is suggested, and clicking it searches that plate', async ({
  page,
}) => {
  const creditBefore = await logInReadingCredit(page, demo.individual);

  // A North American VIN whose check digit does not match: a hint under the field, the search still allowed.
  // A local chassis number has no check digit to match, so no hint.
  const chassisNo = page.getByLabel('Chassis Number', { exact: true });
  await chassisNo.fill('1HGCM82633A004353');
  await expect(page.getByTestId('chassis-hint')).toContainText('This chassis number may have a typo');
  await chassisNo.fill('PM2L252S002107437');
  await expect(page.getByTestId('chassis-hint')).toHaveCount(0);
  await chassisNo.fill('');
  await expect(page.getByTestId('chassis-hint')).toHaveCount(0);

  await page.getByLabel('Vehicle Number', { exact: true }).fill('8MK 8821');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('VEHICLE NOT FOUND')).toBeVisible();
  await expect(page.getByText('Did you mean one of these?')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await headerCredit(page)).toBe(creditBefore);

  await page.getByRole('button', { name: 'Search BMK 8821' }).click();
  // Found: the payment (or, when this user already bought it in another test, their report) is offered.
  const offer = page.getByRole('dialog', { name: /^(Make Payment|You already have this report)$/ });
  await expect(offer).toContainText('BMK 8821');
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toHaveValue('BMK 8821');
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await headerCredit(page)).toBe(creditBefore);
});

test('a session that ends while paying says so, and that nothing was charged', async ({ page, context }) => {
  const creditBefore = await logInReadingCredit(page, demo.individual);
  await page.getByLabel('Vehicle Number', { exact: true }).fill('JRB 3307');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await payment.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }).check();

  // The session ends in another tab before the button pays.
  const other = await context.newPage();
  await other.goto('/check/checklist');
  await other.getByRole('button', { name: 'Logout' }).first().click();
  await expect(other).toHaveURL(/\/account\/login/);
  await other.close();

  await payment.getByRole('button', { name: /^Use \d+ Credits?$/ }).click();
  await expect(page.getByText('Your session has ended. Nothing was charged.').first()).toBeVisible();
  await logInAs(page, demo.individual);
  await expect.poll(() => headerCredit(page)).toBe(creditBefore);
});
