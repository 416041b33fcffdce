import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  addAllSearches,
  confirmInvoice,
  draftInvoice,
  postpaidSearch,
  registerPostpaidCompany,
  test,
} from './support.ts';

async function addPayment(page: Page, reference: string, method: string, amount?: string) {
  await page.getByRole('button', { name: 'Add New Payment' }).click();
  const form = page.getByRole('dialog', { name: 'New Payment' });
  await form.getByLabel('Reference No').fill(reference);
  await form.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method }).click();
  if (amount) await form.getByLabel('Amount (RM)').fill(amount);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
}

test('an administrator invoices a postpaid company for two searches, confirms, records two payments and downloads the PDF', async ({
  browser,
}) => {
  // Two users, a registration and some forty steps, on a machine the other journeys share: about 1.5 minutes there.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `armada.${stamp}@example.my`;
  const companyName = `Armada Fleet ${stamp} Sdn. Bhd.`;
  const { company, admin } = await registerPostpaidCompany(browser, email, companyName);

  // The company searches twice, billed later: no credit is needed or used.
  await postpaidSearch(company, 'BMK8821');
  await postpaidSearch(company, 'WXY1234');

  // Generate New: the company is required, then Next opens the Draft; Select Transaction lists exactly the company's
  // two postpaid searches.
  await draftInvoice(admin, companyName);
  await addAllSearches(admin, ['BMK 8821', 'WXY 1234']);
  const lines = admin.getByRole('table', { name: 'Invoice Details' });
  await expect(lines.getByRole('row')).toHaveCount(4); // header, two lines, total
  await expect(lines).toContainText('RM 25.00');

  // The invoice names both parties with their numbers, its due date, and (the demo seller is not registered) no SST.
  // The buyer's TIN, not the seller's (the demo seller's placeholder TIN is printed beside it).
  await expect(admin.getByText('C2088012345')).toBeVisible();
  await expect(admin.getByText('202401009999')).toBeVisible();
  await expect(admin.getByText(/^Seller$/i)).toBeVisible();
  const invoiceDay = (await admin.getByText('Invoice Date', { exact: true }).locator('xpath=..').textContent()) ?? '';
  const dueDay = (await admin.getByText('Due Date', { exact: true }).locator('xpath=..').textContent()) ?? '';
  expect(dueDay).toMatch(/\d{2}\/\d{2}\/\d{4}$/);
  expect(dueDay.slice(-10)).not.toBe(invoiceDay.slice(-10));
  await expect(admin.getByText('The seller is not registered for SST: no SST is charged.')).toBeVisible();

  // Confirm Invoice takes an INV number; no transaction can be taken off any more.
  const invoiceNo = await confirmInvoice(admin);
  await expect(admin.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(lines.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // A part payment, then the rest (the form offers the outstanding amount).
  await admin.getByRole('tab', { name: 'Payment' }).click();
  await addPayment(admin, 'TT-ARMADA-1', 'Bank transfer', '10.00');
  await expect(admin.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(admin.getByText('15.00', { exact: true })).toBeVisible();
  await addPayment(admin, 'CHQ 556677', 'Cheque');
  await expect(admin.getByText('Paid', { exact: true })).toBeVisible();
  await expect(admin.getByText('0.00', { exact: true })).toBeVisible();
  const payments = admin.getByRole('table', { name: 'Payment' });
  await expect(payments.getByText(/^RCP-\d{4}-\d{5}$/)).toHaveCount(2);
  await expect(admin.getByRole('button', { name: 'Add New Payment' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Edit Invoice' })).toBeDisabled();

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The list finds it by status and number from the address bar.
  await admin.goto(`/invoices?invoiceStatus=6&q=${invoiceNo}`);
  const list = admin.getByRole('table', { name: 'Invoices' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText(companyName);
  await expect(list).toContainText('RM 25.00');
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid');
});
