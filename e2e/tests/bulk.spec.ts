import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { demo, fillLogin, test } from './support.ts';

test('a dealer uploads a bulk file, sees the preview, confirms, waits for the run and downloads the result', async ({
  page,
}) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.company.email, demo.company.password);
  await page.getByRole('link', { name: 'Bulk checks' }).click();
  await expect(page).toHaveURL(/\/check\/bulk$/);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Plate\nJRB 3307\nWXY 1234\nZZZ 9999\nBAD!!\n'),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'stock.csv' })).toBeVisible();
  await expect(page.getByTestId('bulk-count-notfound')).toContainText('1');
  await expect(page.getByTestId('bulk-count-invalid')).toContainText('1');
  await expect(page.getByTestId('bulk-total')).toContainText('credit');
  await expect(page.getByRole('row').filter({ hasText: 'ZZZ9999' })).toContainText('Not found');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('Done.', { timeout: 30_000 });
  await expect(page.getByTestId('bulk-progress')).toHaveText('4 / 4');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the result (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bulk-\d+\.xlsx$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('bulk-progress')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an individual does not see Bulk checks and is told they are for company accounts', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.individual.email, demo.individual.password);
  // Logged in: the side bar is there, without Bulk checks.
  await expect(page.getByRole('link', { name: 'My Data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bulk checks' })).toHaveCount(0);
  await page.goto('/check/bulk');
  await expect(page.getByText('Bulk checks are for company accounts.', { exact: false })).toBeVisible();
});
