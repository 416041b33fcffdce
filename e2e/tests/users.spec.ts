import { expect, type Page } from '@playwright/test';
import { codeSentences } from '../../packages/contract/src/errors/texts/en.ts';
import {
  amountTakesTwoDecimals,
  apiToken,
  demo,
  fillLogin,
  logInAs,
  logInWithToken,
  newVerifiedCompany,
  test,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await logInAs(page, demo.admin, /\/Home$/);
});

async function openDealer(page: Page) {
  await page.goto('/setting/users');
  await page.getByRole('textbox', { name: 'Search' }).fill('jaya auto');
  const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /Lim Wei Jie/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: /^Edit Lim Wei Jie/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit User' });
  await expect(form.getByLabel('Company Name')).toHaveValue('Jaya Auto Trading Sdn. Bhd.');
  return { row, form };
}

test('an administrator makes a company postpaid with its rate through the edit modal', async ({ page }) => {
  test.slow(); // many steps on a machine the other journeys share
  // The administrator's header has no credit or Top Up; only Dashboard is lit on /Home.
  await page.goto('/Home');
  await expect(page.getByRole('banner').getByText(/^Credit: /)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Top Up' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('data-active', 'true');

  const { row, form } = await openDealer(page);
  await expect(form.getByLabel('Company Name')).toHaveAttribute('readonly', '');
  await form.getByLabel('Postpaid', { exact: true }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('A postpaid account needs its postpaid rate')).toBeVisible();
  await amountTakesTwoDecimals(form, 'Postpaid Rate (RM)', '2.505', '2.50');
  await expect(page.getByText('The user item saved successfully.')).toBeVisible();
  await expect(row).toContainText('RM 2.50');

  // Stored: the modal opens with the rate, and the company is back to prepaid for the other journeys.
  const again = await openDealer(page);
  await expect(again.form.getByLabel('Postpaid Rate (RM)')).toHaveValue('2.50');
  await again.form.getByLabel('Postpaid', { exact: true }).uncheck();
  await again.form.getByRole('button', { name: 'Submit' }).click();
  await expect(again.form).toBeHidden();
  await expect(again.row).not.toContainText('RM 2.50');
});

test("an administrator sets a company's TIN, SST no. and address in the Edit User modal; its user sees them", async ({
  page,
  request,
}) => {
  test.slow(); // registers a company of its own, then two screens
  const password = 'Taxes#2026';
  const { email } = await newVerifiedCompany(request, {
    name: 'Tax Dealer',
    password,
    companyName: 'E2E Cukai Motors Sdn. Bhd.',
    companyNo: '202001055555',
  });
  await page.goto('/setting/users');
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: email });
  await expect(row).toContainText('TIN C2584563200');
  await row.getByRole('button', { name: `Edit Tax Dealer (${email})` }).click();
  const form = page.getByRole('dialog', { name: 'Edit User' });
  const details = form.getByRole('group', { name: 'Company tax details' });
  const tin = details.getByLabel('Tax Identification No. (TIN)');
  await expect(tin).toHaveValue('C2584563200');
  await tin.fill('X123');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(codeSentences.TIN_INVALID)).toBeVisible();

  await tin.fill('C2088 012345');
  await details.getByLabel('SST No. (if registered for SST)').fill('W10-1808-32000555');
  await details.getByRole('textbox', { name: /^Address/ }).fill('No. 8, Jalan Teknologi\nTaman Sains Selangor');
  await details.getByLabel('Postcode').fill('47810');
  await details.getByLabel('City').fill('Petaling Jaya');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('The user item saved successfully.')).toBeVisible();
  await expect(row).toContainText('TIN C2088012345');

  // Stored: the modal opens with them.
  await row.getByRole('button', { name: `Edit Tax Dealer (${email})` }).click();
  await expect(tin).toHaveValue('C2088012345');
  await expect(details.getByLabel('SST No. (if registered for SST)')).toHaveValue('W10-1808-32000555');
  await expect(details.getByLabel('City')).toHaveValue('Petaling Jaya');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The company's user finds them in its account settings (this page, so that axe checks that screen too).
  await logInWithToken(page, await apiToken(request, email, password));
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { name: 'Company tax details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tax Identification No. (TIN)' })).toHaveValue('C2088012345');
  await expect(page.getByRole('textbox', { name: /^Address/ })).toHaveValue(
    'No. 8, Jalan Teknologi\nTaman Sains Selangor',
  );
  await expect(page.getByText(/The TIN, SST no\. and address of E2E Cukai Motors Sdn\. Bhd\./)).toBeVisible();
});

test('an administrator creates a verified account, which logs in, and deletes it', async ({ page, browser }) => {
  test.slow(); // two logins and a delete
  await page.goto('/setting/users');
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog', { name: 'New User' });
  await form.getByLabel('Email').fill('e2e.new.user@example.my');
  await form.getByLabel('Name').fill('E2E New User');
  await form.getByLabel('Mobile').fill('012 888 7777');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('A new account needs a password')).toBeVisible();
  await form.getByLabel(/^Password/).fill('NewUser#2026');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto('/account/login');
  await fillLogin(visitor, 'e2e.new.user@example.my', 'NewUser#2026');
  await expect(visitor).toHaveURL(/\/check\/checklist$/);
  await visitor.close();

  await page.getByRole('textbox', { name: 'Search' }).fill('e2e.new.user');
  const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /E2E New User/ });
  await row.getByRole('button', { name: /^Delete E2E New User/ }).click();
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('The user item deleted successfully.')).toBeVisible();
  await expect(page.getByText('No record found.')).toBeVisible();
  // Nobody deletes their own account: the administrator's row has no delete icon.
  await page.getByRole('textbox', { name: 'Search' }).fill('admin@demo');
  const own = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /admin@demo/ });
  await expect(own.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
});

for (const width of [390, 1280]) {
  test(`the accounts and dashboard screens fit ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/setting/users', '/Home']) {
      await page.goto(path);
      await expect(page.locator('footer')).toContainText('All rights reserved');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${width}.png`), fullPage: true });
    }
  });
}
