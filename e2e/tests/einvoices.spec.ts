import { expect, type Locator, type Page } from '@playwright/test';
import { withDemoKey } from './demo-key.ts';
import {
  addAllSearches,
  confirmInvoice,
  demo,
  draftInvoice,
  logInAs,
  postpaidSearch,
  registerPostpaidCompany,
  test,
  untilHydrated,
} from './support.ts';

/** The demo's MyInvois is the portal's own sandbox, under the portal's address; this is its control. */
const SANDBOX_NEXT = withDemoKey('/myinvois-sandbox/sandbox/next');

/** A document's e-invoice on a wide screen: its row of the E-invoices table. */
const rowOf = (page: Page, codeNumber: string) =>
  page.getByRole('table', { name: 'E-invoices' }).getByRole('row').filter({ hasText: codeNumber });

/** A document's e-invoice on a phone: its card. */
const cardOf = (page: Page, codeNumber: string) =>
  page.getByRole('list', { name: 'E-invoices' }).getByRole('listitem').filter({ hasText: codeNumber });

/**
 * The job sends documents to MyInvois in the background: the administrator reloads the screen, as a person waiting
 * would, until the e-invoice shows this state at MyInvois.
 */
async function reloadUntil(page: Page, einvoice: Locator, status: 'Valid' | 'Invalid') {
  await expect(async () => {
    await page.reload();
    await expect(einvoice.getByText(status, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await untilHydrated(page);
}

/** The postpaid company searches `plate` once, and the administrator invoices that search and confirms it. */
async function confirmedInvoiceOf(admin: Page, company: Page, companyName: string, plate: string) {
  await postpaidSearch(company, plate.replace(' ', ''));
  await draftInvoice(admin, companyName);
  await addAllSearches(admin, [plate]);
  return confirmInvoice(admin);
}

test('a confirmed invoice gets a Valid e-invoice; one LHDN finds Invalid shows why and is sent again', async ({
  page,
  browser,
  request,
}) => {
  // A registration, two invoices and four waits on the background job, on a machine the other journeys share.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `einvoice.${stamp}@example.my`;
  const companyName = `Einvois Fleet ${stamp} Sdn. Bhd.`;
  // The administrator invoices in a window of their own, and watches the E-invoices screen in this one.
  const { company, admin } = await registerPostpaidCompany(browser, email, companyName);
  await logInAs(page, demo.admin, /\/Home$/);

  // The first invoice, confirmed: the Admin menu leads to E-invoices, where it becomes Valid.
  const first = await confirmedInvoiceOf(admin, company, companyName, 'BMK 8821');
  const firstInvoice = admin.url();
  await page.getByRole('navigation').getByRole('link', { name: 'E-invoices' }).click();
  await expect(page.getByRole('heading', { name: 'E-invoices', level: 1 })).toBeVisible();
  const firstRow = rowOf(page, first);
  await reloadUntil(page, firstRow, 'Valid');
  await expect(firstRow).toContainText(companyName);
  await expect(firstRow).toContainText('RM 12.50');
  const uuid = firstRow.getByText(/^UUID [0-9A-F]{26}$/);
  await expect(uuid).toBeVisible();
  await expect(firstRow.getByRole('button', { name: 'Send again' })).toHaveCount(0);

  // Its validation link opens MyInvois's page of that document (here the sandbox's).
  const [validation] = await Promise.all([
    page.context().waitForEvent('page'),
    firstRow.getByRole('link', { name: 'Open at MyInvois' }).click(),
  ]);
  await expect(validation.locator('body')).toContainText(`e-Invoice ${first}`);
  await expect(validation.locator('body')).toContainText(((await uuid.textContent()) ?? '').replace('UUID ', ''));
  await expect(validation.locator('body')).toContainText('Status: Valid');
  await validation.close();

  // The invoice screen shows the Valid e-invoice: its UUID, its validation link and that link's QR code, whole on a
  // phone too.
  const uuidText = ((await uuid.textContent()) ?? '').replace('UUID ', '');
  const validationUrl = await firstRow.getByRole('link', { name: 'Open at MyInvois' }).getAttribute('href');
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 844 });
    await admin.goto(firstInvoice);
    await untilHydrated(admin);
    await expect(admin.getByText(uuidText, { exact: true })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Validation on MyInvois' })).toHaveAttribute(
      'href',
      validationUrl ?? '',
    );
    const qr = admin.getByRole('img', {
      name: `QR code of e-invoice ${uuidText}: scan it to see its validation on MyInvois`,
    });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await qr.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `the QR code inside ${width} px`).toBe(true);
  }
  await admin.setViewportSize({ width: 1280, height: 800 });

  // LHDN refuses the next document it gets; the second invoice is that document.
  const told = await request.post(SANDBOX_NEXT, { data: { next: ['invalid'] } });
  expect(told.ok()).toBe(true);
  const second = await confirmedInvoiceOf(admin, company, companyName, 'WXY 1234');
  const secondRow = rowOf(page, second);
  await reloadUntil(page, secondRow, 'Invalid');
  await expect(secondRow).toContainText("CF410: Buyer's TIN is not registered with LHDN");
  await expect(secondRow.getByRole('link', { name: 'Open at MyInvois' })).toHaveCount(0);

  // The status switch shows the Invalid one alone.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Invalid', { exact: true }).click();
  await expect(firstRow).toHaveCount(0);
  await expect(secondRow).toBeVisible();

  // Send again, in sight beside the menu without scrolling the table: it leaves the Invalid ones, and MyInvois takes
  // it this time.
  const sendAgain = secondRow.getByRole('button', { name: 'Send again' });
  await expect(sendAgain).toBeInViewport({ ratio: 1 });
  await sendAgain.click();
  await expect(page.getByText('The e-invoice will be sent again in a moment.')).toBeVisible();
  await expect(secondRow).toHaveCount(0);
  await reloadUntil(page, secondRow, 'Valid');
  await expect(secondRow).not.toContainText('CF410');
  await expect(secondRow.getByText(/^UUID [0-9A-F]{26}$/)).toBeVisible();
  await expect(secondRow.getByRole('link', { name: 'Open at MyInvois' })).toBeVisible();

  // On a phone the same screen, opened afresh, shows both as cards, and the status filter offers every status.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await untilHydrated(page);
  await expect(page.getByRole('table', { name: 'E-invoices' })).toBeHidden();
  for (const codeNumber of [first, second]) {
    const card = cardOf(page, codeNumber);
    await expect(card.getByText('Valid', { exact: true })).toBeVisible();
    await expect(card).toContainText(companyName);
    await expect(card.getByRole('link', { name: 'Open at MyInvois' })).toBeVisible();
  }
  const filter = page.getByRole('combobox', { name: 'Status' });
  await expect(filter.locator('option')).toHaveText(['All', 'Queued', 'Submitted', 'Valid', 'Invalid', 'Cancelled']);
  await filter.selectOption('Invalid');
  await expect(cardOf(page, second)).toHaveCount(0);
  await filter.selectOption('Valid');
  await expect(cardOf(page, first)).toBeVisible();
  await expect(cardOf(page, second)).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'nothing wider than the phone').toBeLessThanOrEqual(390);
});
