import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { dealerBuysShowcaseReport, demo, logInAs, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await logInAs(page, demo.individual);
});

test('a user finds their opening credit in Transactions, filters by type through the address bar, and downloads the list', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page).toHaveURL(/\/payment\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions' });
  const opening = table.getByRole('row').filter({ hasText: 'Opening credit (demo account)' });
  await expect(opening).toBeVisible();
  await expect(opening).toContainText(/TRX\d{4}-\d{6}/);
  await expect(opening).toContainText('+10');
  await expect(opening).toContainText('Credit added');
  await expect(table).not.toContainText('Jaya Auto');

  // The dashboard's links carry the filters in the query string.
  await page.goto('/payment/transactions?transactionType=3');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Postpaid');
  await expect(page.getByText('No record found.')).toBeVisible();
  await page.goto('/payment/transactions?transactionType=2&q=opening');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Credit');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('opening');
  await expect(opening).toBeVisible();

  // Typing in the search box keeps the filter in the address bar.
  await page.getByRole('textbox', { name: 'Search' }).fill('no such thing');
  await expect(page).toHaveURL(/q=no\+such\+thing/);
  await expect(page.getByText('No record found.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(opening).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{8}-\d{6}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('on a phone the rows are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payment/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' });
  await expect(cards.getByText('Opening credit (demo account)')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' })).toBeHidden();
});

test("a company's ledger names the user behind each row, and a check's row opens its report", async ({ browser }) => {
  const dealer = await browser.newPage();
  const unikey = await dealerBuysShowcaseReport(dealer);
  await dealer.goto('/payment/transactions?q=BMK');
  const table = dealer.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('columnheader', { name: 'User' })).toBeVisible();
  const check = table.getByRole('row').filter({ hasText: 'BMK 8821' }).first();
  await expect(check).toContainText('Lim Wei Jie');
  await expect(check).toContainText(demo.company.email);
  await expect(check, 'a check takes credit away, and says so').toContainText('Credit used');
  await check.getByRole('link', { name: /^TRX/ }).click();
  await expect(dealer).toHaveURL(new RegExp(`/check/check/${unikey}$`));
  await expect(dealer.getByRole('heading', { level: 1 })).toContainText('BMK 8821');
  await dealer.close();
});

test("a company's credit-package purchase has its tax invoice in the ledger, downloaded as a PDF", async ({
  browser,
}) => {
  const dealer = await browser.newPage();
  await logInAs(dealer, demo.company);
  await dealer.goto('/account/credittopup');
  await dealer.getByRole('radio', { name: /Buyer pack — 5 credits — RM 100\.00/ }).check();
  await dealer.getByLabel('Phone').fill('012-345 6789');
  await dealer.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dealer).toHaveURL(/\/sandbox\/pay\//);
  await dealer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dealer.getByRole('heading', { name: 'Payment Completed' })).toBeVisible();

  await dealer.goto('/payment/transactions?transactionType=1');
  const table = dealer.getByRole('table', { name: 'Transactions' });
  const purchase = table.getByRole('row').filter({ hasText: 'RM 100.00' }).first();
  const documentNo = (await purchase.getByRole('link', { name: /^TRX/ }).textContent()) ?? '';
  const [download] = await Promise.all([
    dealer.waitForEvent('download'),
    purchase.getByRole('link', { name: `Tax invoice of ${documentNo} (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await dealer.close();
});
