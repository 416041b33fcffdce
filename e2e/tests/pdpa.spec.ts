import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { messages } from './messages.ts';
import { demo, fillLogin, logInAs, openNewestMail, test } from './support.ts';

test('a user downloads its data as JSON and .xlsx, asks to close its account, and an administrator completes it', async ({
  page,
  browser,
}) => {
  const email = `farah.${Date.now()}@example.my`;
  const password = 'Privasi#2026';
  await page.goto('/account/register');
  await page.getByLabel('Name').fill('Farah Lim');
  await page.getByLabel('Mobile').fill('0176543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page.getByText(messages.verified)).toBeVisible();
  await logInAs(page, { email, password });

  // The side bar leads to the personal data page.
  await page.getByRole('link', { name: 'My Data' }).first().click();
  await expect(page).toHaveURL(/\/account\/mydata$/);
  await expect(page.getByRole('heading', { name: 'My personal data', level: 1 })).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^personal-data-\d{8}\.json$/);
  const data = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(data.Profile).toMatchObject({ Email: email, Name: 'Farah Lim', Phone: '0176543210' });

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download .xlsx' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^personal-data-\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Profile', 'Checks', 'Payments', 'Transactions']);

  // Asking to close, confirmed with the password.
  await page.getByLabel(/^Password/).fill('Wrong#2026');
  await page.getByRole('button', { name: 'Ask to close my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close your account?' });
  await confirm.getByRole('button', { name: 'Ask to close my account' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Ask to close my account' }).click();
  await confirm.getByRole('button', { name: 'Ask to close my account' }).click();
  await expect(page.getByTestId('closure-status')).toContainText('Your request to close the account was sent on');

  // An administrator completes it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, demo.admin, /\/Home$/);
  await admin.goto('/settings/closures');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Complete' }).click();
  const completing = admin.getByRole('dialog', { name: 'Complete the closure?' });
  await completing.getByRole('button', { name: 'Complete' }).click();
  await expect(admin.getByText('The account is closed.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await admin
    .locator('label')
    .filter({ hasText: /^Completed$/ })
    .click();
  await expect(admin.getByRole('row').filter({ hasText: 'Closed account' }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page: admin }).analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await adminContext.close();

  // The closed account can no longer log in.
  await page.context().clearCookies();
  await page.goto('/account/login');
  await fillLogin(page, email, password);
  await expect(page.getByText(messages.loginFailedTitle)).toBeVisible();

  // The privacy policy says how, and links to the page.
  await page.goto('/notices/privacypolicy');
  await expect(page.getByRole('heading', { name: 'Download your data or close your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My personal data' })).toHaveAttribute('href', '/account/mydata');
});
