import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { demo, fillLogin, logInAs, openNewestMail, test } from './support.ts';

const PASSWORD = 'Armada#2026';

/** A new company account of its own (so the journey needs no demo account and leaves them as they were). */
async function registerCompany(browser: Browser, email: string, companyName: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/account/register');
  await page.getByText('Company', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Armada Buyer');
  await page.getByLabel('Mobile').fill('0191234567');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Company Registration No.').fill('202401009999');
  await page.getByLabel('Company Contact No.').fill('0387654321');
  await page.getByLabel('Tax Identification No. (TIN)').fill('C2584563200');
  await page.getByLabel('Address', { exact: true }).fill('Lot 3, Jalan Armada');
  await page.getByLabel('Postcode').fill('40000');
  await page.getByLabel('City').fill('Shah Alam');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Selangor' }).click();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/verification\?/);
  // The page verifies on arrival: leaving before its answer would cancel the verification.
  await expect(page.getByText('Account verified successfully, please login.')).toBeVisible();
  await logInAs(page, { email, password: PASSWORD });
  return page;
}

/** The administrator makes the account postpaid at RM 12.50 a search on the Accounts screen. */
async function makePostpaid(admin: Page, email: string) {
  await admin.goto('/setting/users');
  await admin.getByRole('textbox', { name: 'Search' }).fill(email);
  const row = admin.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /Armada Buyer/ });
  await row.getByRole('button', { name: /^Edit Armada Buyer/ }).click();
  const form = admin.getByRole('dialog', { name: 'Edit User' });
  await form.getByLabel('Postpaid', { exact: true }).check();
  await form.getByLabel('Postpaid Rate (RM)').fill('12.50');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('RM 12.50');
}

/** A search paid on the monthly invoice: the postpaid choice is offered with its rate and chosen. */
async function postpaidSearch(page: Page, vehicleNo: string) {
  await page.goto('/check/checklist');
  await page.getByRole('textbox', { name: 'Vehicle Number' }).fill(vehicleNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  const postpaid = payment.getByRole('radio', { name: 'Postpaid: RM 12.50 on your monthly invoice' });
  await expect(postpaid).toBeChecked();
  await payment.getByRole('button', { name: 'Proceed' }).click();
  const terms = page.getByRole('dialog', { name: 'Term of Service' });
  await terms.getByRole('button', { name: 'I AGREE' }).click();
  await terms.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
}

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
  const company = await registerCompany(browser, email, companyName);

  const admin = await browser.newPage();
  await admin.goto('/account/login');
  await fillLogin(admin, demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL(/\/Home$/);
  await makePostpaid(admin, email);

  // The company searches twice, billed later: no credit is needed or used.
  await postpaidSearch(company, 'BMK8821');
  await postpaidSearch(company, 'WXY1234');

  // Generate New: the company is required, then Next opens the Draft.
  await admin.goto('/invoices');
  await admin.getByRole('button', { name: 'Generate New' }).click();
  const generate = admin.getByRole('dialog', { name: 'Generate New Invoice' });
  await generate.getByRole('button', { name: 'Next' }).click();
  await expect(generate.getByText('This field is required')).toBeVisible();
  await generate.getByRole('combobox', { name: 'Company Name' }).fill(companyName);
  await admin.getByRole('option', { name: companyName }).click();
  await generate.getByRole('button', { name: 'Next' }).click();
  await expect(admin).toHaveURL(/\/invoice\?id=\d+$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Invoice (Draft)');
  await expect(admin.getByText(companyName)).toBeVisible();

  // Select Transaction lists exactly the company's two postpaid searches.
  await admin.getByRole('button', { name: 'Select Transaction' }).click();
  const select = admin.getByRole('dialog', { name: 'List of All Transaction' });
  const choices = select.getByRole('table').getByRole('row');
  await expect(choices).toHaveCount(3);
  await expect(select.getByText('(BMK 8821)')).toBeVisible();
  await expect(select.getByText('(WXY 1234)')).toBeVisible();
  await select.getByRole('checkbox', { name: 'Select all' }).check();
  await select.getByRole('button', { name: 'Add Selected Transaction (2)' }).click();
  await expect(select).toBeHidden();
  const lines = admin.getByRole('table', { name: 'Invoice Details' });
  await expect(lines.getByRole('row')).toHaveCount(4); // header, two lines, total
  await expect(lines).toContainText('RM 25.00');

  // The invoice names both parties with their numbers, its due date, and (the demo seller is not registered) no SST.
  await expect(admin.getByText('C2584563200')).toBeVisible();
  await expect(admin.getByText('202401009999')).toBeVisible();
  await expect(admin.getByText(/^Seller$/i)).toBeVisible();
  const invoiceDay = (await admin.getByText('Invoice Date', { exact: true }).locator('xpath=..').textContent()) ?? '';
  const dueDay = (await admin.getByText('Due Date', { exact: true }).locator('xpath=..').textContent()) ?? '';
  expect(dueDay).toMatch(/\d{2}\/\d{2}\/\d{4}$/);
  expect(dueDay.slice(-10)).not.toBe(invoiceDay.slice(-10));
  await expect(admin.getByText('The seller is not registered for SST: no SST is charged.')).toBeVisible();

  // Confirm Invoice takes an INV number; no transaction can be taken off any more.
  await admin.getByRole('button', { name: 'Confirm Invoice' }).click();
  await admin.getByRole('dialog', { name: 'Confirm Invoice' }).getByRole('button', { name: 'Confirm Invoice' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-\d{4}-\d{5}$/);
  const invoiceNo = ((await admin.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Invoice ', '');
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
