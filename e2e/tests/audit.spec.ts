import { expect } from '@playwright/test';
import { apiToken, demo, logInAs, test } from './support.ts';

const pack = { Name: 'Audit trail pack', Credit: 3, Price: 30, Description: 'Three checks' };

// The package is this journey's own, and goes again afterwards: the other journeys and the top-up's screenshots
// see only the demo's packages.
let packageId: number | undefined;
let admin: { authorization: string };

test.beforeEach(async ({ page, request }) => {
  admin = { authorization: `Bearer ${await apiToken(request, demo.admin.email, demo.admin.password)}` };
  const created = await request.post('/api/Admin/UpdateCredit?id=0', { headers: admin, data: pack });
  expect(created.status()).toBe(200);
  packageId = (await created.json()).id;
  await logInAs(page, demo.admin, /\/Home$/);
});

test.afterEach(async ({ request }) => {
  if (packageId === undefined) return;
  await request.post(`/api/Admin/DeleteCredit?id=${packageId}`, { headers: admin });
  packageId = undefined;
});

test('an administrator changes a credit package and finds the change in the audit log', async ({ page }) => {
  await page.goto('/settings/credits');
  const table = page.getByRole('table', { name: 'Credits Setup' });
  await table
    .getByRole('row', { name: /Audit trail pack/ })
    .getByRole('button', { name: 'Edit Audit trail pack' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Credit Package' });
  await edit.getByLabel('Name (English)').fill('Audit trail pack plus');
  await edit.getByLabel('Price (RM)').fill('45.5');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row', { name: /Audit trail pack plus/ })).toContainText('RM 45.50');

  // The Admin menu leads to the log; the change is the newest credit package entry.
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'Credit package' }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Changed' }).click();
  await expect(page).toHaveURL(/entity=credit_package/);
  await expect(page).toHaveURL(/action=update/);

  const entries = page.getByRole('table', { name: 'Audit entries' });
  const entry = entries.getByRole('row').filter({ hasText: 'Audit trail pack plus' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Changed');
  await expect(entry).toContainText(`Credit package ${packageId}`);
  await expect(entry).toContainText(demo.admin.email);
  const changes = entry.getByRole('list', { name: 'Changes' });
  // Each field reads "before changed to after" (the arrow is the words' picture).
  await expect(changes.getByRole('listitem').filter({ hasText: 'Name:' })).toHaveText(
    /^Name:\s*Audit trail pack\s*changed to\s*Audit trail pack plus$/,
  );
  // In the reader's words: the price, not the field the program stores it in (PriceSen).
  await expect(changes.getByRole('listitem').filter({ hasText: 'Price:' })).toHaveText(
    /^Price:\s*RM 30\.00\s*changed to\s*RM 45\.50$/,
  );
  // Only what changed: the credit stayed 3.
  await expect(changes.getByRole('listitem').filter({ hasText: 'Credit:' })).toHaveCount(0);

  // On a phone the same address, opened afresh, shows the entry as a card with its filters kept.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kind of record' })).toHaveValue('Credit package');
  const card = page
    .getByRole('list', { name: 'Audit entries' })
    .locator(':scope > li')
    .filter({ hasText: 'Audit trail pack plus' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Audit trail pack');
  await expect(card).toContainText('RM 45.50');
  await expect(entries).toBeHidden();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'nothing wider than the phone').toBeLessThanOrEqual(390);
});

test('on a laptop window the Admin menu shows the page it is on, opened by reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/settings/auditlog');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  // The last entry of the Admin menu: below a 720 px window's fold unless the menu brings it into sight.
  const entry = page.getByRole('navigation').getByRole('link', { name: 'Audit Log' });
  await expect(entry).toHaveAttribute('data-active', 'true');
  await expect(entry).toBeInViewport();
});
