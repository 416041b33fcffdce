import { expect } from '@playwright/test';
import { amountTakesTwoDecimals, demo, logInAs, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await logInAs(page, demo.admin, /\/Home$/);
});

test('an administrator creates, edits and deletes a credit package', async ({ page }) => {
  await page.goto('/settings/credits');
  await expect(page.getByRole('heading', { name: 'Credits Setup' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Credits Setup' });
  await expect(table.getByRole('row', { name: /Single check/ })).toBeVisible();

  // New: a bad price is refused on the field, then the package is saved and listed.
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog', { name: 'New Credit Package' });
  // Name and description in English (required), Bahasa Malaysia and Chinese (the English when left empty).
  await form.getByLabel('Name (English)').fill('E2E fleet pack');
  await form.getByLabel('Name (Bahasa Malaysia)').fill('Pakej armada E2E');
  await form.getByLabel('Name (Chinese)').fill('E2E 车队配套');
  await form.getByLabel('Credit').fill('12');
  await form.getByLabel('Description (English)').fill('Twelve checks for the fleet');
  await form.getByLabel('Description (Bahasa Malaysia)').fill('Dua belas semakan untuk armada');
  await amountTakesTwoDecimals(form, 'Price (RM)', '19.999', '199.90');
  const row = table.getByRole('row', { name: /E2E fleet pack/ });
  await expect(row).toContainText('RM 199.90');

  // Edit: the modal says Edit and closes after saving.
  await row.getByRole('button', { name: 'Edit E2E fleet pack' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Credit Package' });
  await expect(edit.getByLabel('Price (RM)')).toHaveValue('199.90');
  await expect(edit.getByLabel('Name (Bahasa Malaysia)')).toHaveValue('Pakej armada E2E');
  await expect(edit.getByLabel('Name (Chinese)')).toHaveValue('E2E 车队配套');
  await expect(edit.getByLabel('Description (Bahasa Malaysia)')).toHaveValue('Dua belas semakan untuk armada');
  await expect(edit.getByLabel('Description (Chinese)')).toHaveValue('');
  await edit.getByLabel('Name (English)').fill('E2E fleet pack plus');
  await edit.getByLabel('Price (RM)').fill('1234.5');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  const edited = table.getByRole('row', { name: /E2E fleet pack plus/ });
  await expect(edited).toContainText('RM 1,234.50');

  // The search box filters the table and is remembered.
  await page.getByRole('textbox', { name: 'Search' }).fill('fleet');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('fleet');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Delete, after the confirmation.
  await edited.getByRole('button', { name: 'Delete E2E fleet pack plus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Credit Package' });
  await expect(confirm).toContainText('Are you sure to delete the item? [CONFIRM] to continue.');
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('The credit item deleted successfully.')).toBeVisible();
  await expect(table).toBeHidden();
  await expect(page.getByText('No record found.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(
    page.getByRole('table', { name: 'Credits Setup' }).getByRole('row', { name: /Single check/ }),
  ).toBeVisible();
});

test('editing a running number prefix changes the preview of the next number', async ({ page }) => {
  await page.goto('/settings/runningnumbers');
  const table = page.getByRole('table', { name: 'Running Number Setup' });
  const invoice = table.getByRole('row', { name: /INV/ });
  await invoice.getByRole('button', { name: /^Edit INV/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit Running Number' });
  const preview = form.getByTestId('next-number-preview');
  await expect(preview).toHaveText(/^INV-\d{4}-\d{5}$/);
  await form.getByLabel('Prefix').fill('IV');
  await expect(preview).toHaveText(/^IV-\d{4}-\d{5}$/);
  await form.getByLabel('Zero Padding').fill('7');
  await expect(preview).toHaveText(/^IV-\d{4}-\d{7}$/);
  await form.getByLabel('Format').fill('{PREFIX}-{YYYY}');
  await expect(preview).toHaveText('-');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Format must contain {N}')).toBeVisible();
  await form.getByLabel('Format').fill('{PREFIX}/{YY}/{N}');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(table.getByRole('row', { name: /INV/ })).toContainText(/IV\/\d{2}\/\d{7}/);
  // The portal's own series has no delete icon.
  await expect(table.getByRole('button', { name: /^Delete INV/ })).toHaveCount(0);
});
