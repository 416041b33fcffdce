import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { apiToken, demo, headerCredit, logInAs, logInReadingCredit, test } from './support.ts';

async function uploadList(page: Page, name: string, content: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Confirm opens the single check's Terms of Service; one press there agrees and runs the file. */
async function confirmWithTerms(page: Page) {
  await page.getByRole('button', { name: 'Confirm' }).click();
  const terms = page.getByRole('dialog', { name: 'Term of Service' });
  await expect(terms.getByText('you accept these terms for every check of this file')).toBeVisible();
  await terms.getByRole('button', { name: 'I AGREE and confirm' }).click();
  await expect(terms).toBeHidden();
}

/** Clicks a download link and answers the saved file's first two bytes (`PK` for an .xlsx or a .zip) and name. */
async function download(page: Page, link: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const saved = await downloading;
  const bytes = await readFile((await saved.path()) ?? '');
  return { name: saved.suggestedFilename(), magic: bytes.subarray(0, 2).toString() };
}

test('a dealer uploads a bulk file, sees the preview, confirms, waits for the run and downloads the result', async ({
  page,
}) => {
  const creditBefore = await logInReadingCredit(page, demo.company);
  await page.getByRole('link', { name: 'Bulk checks' }).click();
  await expect(page).toHaveURL(/\/check\/bulk$/);

  await uploadList(page, 'stock.csv', 'Plate\nJRB 3307\nWXY 1234\nZZZ 9999\nBAD!!\n');
  await expect(page.getByTestId('bulk-count-notfound')).toContainText('1');
  await expect(page.getByTestId('bulk-count-invalid')).toContainText('1');
  await expect(page.getByTestId('bulk-total')).toContainText('credit');
  // Plates as the registration writes them, the make and model of what was found, why a row is invalid.
  await expect(page.getByRole('row').filter({ hasText: 'ZZZ 9999' })).toContainText('Not found');
  await expect(page.getByRole('row').filter({ hasText: 'WXY 1234' })).toContainText('PROTON X50');
  await expect(page.getByRole('row').filter({ hasText: 'BAD!!' })).toContainText(
    'A plate or chassis number has only letters and digits',
  );
  await expect(page.getByTestId('bulk-total')).toHaveText(/^(1 credit|\d+ credits)$/);

  await confirmWithTerms(page);
  await expect(page.getByRole('status')).toContainText('Done.', { timeout: 30_000 });
  await expect(page.getByTestId('bulk-progress')).toHaveText('4 / 4');
  // The header's balance follows what the run charged, without a reload.
  const creditAfter = await page.evaluate(
    async () => (await (await fetch('/api/UserProfile')).json()).Credit as number,
  );
  expect(creditAfter).toBeLessThan(creditBefore);
  await expect.poll(() => headerCredit(page)).toBe(creditAfter);

  const result = await download(page, 'Download the result (.xlsx)');
  expect(result.name).toMatch(/^bulk-\d+\.xlsx$/);
  expect(result.magic).toBe('PK');
  // The PDFs come as a zip only to accounts with PDF access, which the demo dealer has not.
  await expect(page.getByRole('button', { name: 'Prepare the reports (PDF, .zip)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download the reports (PDF, .zip)' })).toHaveCount(0);

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('bulk-progress')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an administrator downloads the reports of a bulk check as a zip of PDFs', async ({ page, request }) => {
  const token = await apiToken(request, demo.admin.email, demo.admin.password);
  const credited = await request.post('/api/Transaction/save?id=0', {
    headers: { authorization: `Bearer ${token}` },
    data: { Email: demo.admin.email, Credit: 1, Description: 'E2E credit for a bulk check' },
  });
  expect(credited.status()).toBe(200);
  await logInAs(page, demo.admin, /\/Home$/);
  await page.goto('/check/bulk');
  await uploadList(page, 'showcase.csv', 'JRB 3307\n');
  await confirmWithTerms(page);
  await expect(page.getByRole('status')).toContainText('Done.', { timeout: 30_000 });
  // The server draws the PDFs in the background; the page waits, then offers the zip.
  await page.getByRole('button', { name: 'Prepare the reports (PDF, .zip)' }).click();
  await expect(page.getByRole('link', { name: 'Download the reports (PDF, .zip)' })).toBeVisible({ timeout: 30_000 });
  const zip = await download(page, 'Download the reports (PDF, .zip)');
  expect(zip.name).toMatch(/^bulk-\d+-reports\.zip$/);
  expect(zip.magic).toBe('PK');
});

test('a file over the limits is read, refused with the reason, and another can be uploaded', async ({ page }) => {
  await logInAs(page, demo.company);
  await page.goto('/check/bulk');
  const rows = Array.from({ length: 1001 }, (_, index) => `WXX ${index + 1}`);
  await uploadList(page, 'too-long.csv', rows.join('\n'));
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('This file was not read');
  await expect(refusal).toContainText('A bulk file holds at most 1,000 plates or chassis numbers; this one has 1,001.');
  await page.getByRole('button', { name: 'Upload another file' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('an individual does not see Bulk checks and is told they are for company accounts', async ({ page }) => {
  await logInAs(page, demo.individual);
  // Logged in: the side bar is there, without Bulk checks.
  await expect(page.getByRole('link', { name: 'My Data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bulk checks' })).toHaveCount(0);
  await page.goto('/check/bulk');
  await expect(page.getByText('Bulk checks are for company accounts.', { exact: false })).toBeVisible();
});
